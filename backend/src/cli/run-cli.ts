import 'reflect-metadata';
import { Module, type INestApplicationContext, type ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { AppConfig, ConfigurationError, type Environment } from '../config/app-config.js';
import { AppConfigModule } from '../config/app-config.module.js';
import {
  EmbeddedDatabaseInUseError,
  holdEmbeddedDatabase,
} from '../database/embedded-database-lock.js';

export type CliValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export interface CliCommand<Args> {
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Whether words other than options are accepted (else they are a usage error). */
  positionals?: boolean;
  /** Checks the parsed command line; throws UsageError saying what is wrong. */
  parse(values: CliValues, positionals: string[]): Args;
  /** What to boot besides the configuration: the database, the services the command calls. */
  imports: NonNullable<ModuleMetadata['imports']>;
  providers?: ModuleMetadata['providers'];
  /** Settings the command needs whatever the environment says. */
  environment?: Environment;
  /** Errors that are the user's to fix: their message is printed, exit code 2. */
  userErrors?: (abstract new (...args: never[]) => Error)[];
  /** Does the work and answers the line to print on success. */
  run(args: Args, context: INestApplicationContext): Promise<string>;
}

/**
 * The one way a command-line tool starts: reads and checks its arguments (--help prints the
 * usage), reads the configuration, takes the embedded database (or says who has it), boots only
 * what the command needs, prints errors as one line
 * without a stack, sets the exit code and closes the database whatever happens.
 */
export function runCli<Args>(command: CliCommand<Args>): void {
  execute(command).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}

async function execute<Args>(command: CliCommand<Args>): Promise<number> {
  let args: Args;
  try {
    const { values, positionals } = parseArgs({
      options: { ...command.options, help: { type: 'boolean', default: false } },
      allowPositionals: command.positionals ?? false,
    });
    if (values.help === true) {
      console.log(command.usage);
      return 0;
    }
    args = command.parse(values, positionals);
  } catch (error) {
    // parseArgs reports unknown or malformed options with a TypeError carrying a code.
    if (!(error instanceof UsageError) && !(error instanceof TypeError && 'code' in error)) {
      throw error;
    }
    console.error(`${error.message}\n\n${command.usage}`);
    return 2;
  }

  let context: INestApplicationContext | null = null;
  try {
    const config = new AppConfig({
      ...process.env,
      LOG_LEVEL: 'warn',
      // An operator's seed or migration may rightly run long: only the API's requests are limited.
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      ...command.environment,
    });
    // Before anything opens the embedded database: a second process fails here, having written nothing.
    if (!config.databaseUrl) await holdEmbeddedDatabase(config.embeddedDatabaseDir);
    @Module({
      imports: [AppConfigModule.forRoot(config), ...command.imports],
      providers: command.providers ?? [],
    })
    class CliModule {}
    context = await NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'] });
    console.log(await command.run(args, context));
    return 0;
  } catch (error) {
    const userError =
      error instanceof ConfigurationError ||
      error instanceof EmbeddedDatabaseInUseError ||
      (command.userErrors ?? []).some((type) => error instanceof type);
    if (!userError) throw error;
    console.error((error as Error).message);
    return 2;
  } finally {
    await context?.close();
  }
}
