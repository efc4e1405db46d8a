import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { DatabaseModule } from '../database/database.module.js';
import { runCli, UsageError } from './run-cli.js';

const USAGE = `Usage: npm run migration:generate -w @academy/backend -- <VerbNoun>

Applies every registered migration to a fresh in-memory database, compares the result with the
entities and writes what differs as src/database/migrations/<timestamp>-<VerbNoun>.ts.
Neither DATABASE_URL nor the embedded database in DATA_DIR is touched.`;

/** One statement of TypeORM's schema diff. */
type Statement = { query: string; parameters?: unknown[] };

// From dist/cli/ or src/cli/ alike: the sources, where migrations are committed.
const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/database/migrations/', import.meta.url));

runCli({
  usage: USAGE,
  options: {},
  positionals: true,
  parse(_values, positionals) {
    const [name, ...rest] = positionals;
    if (!name || rest.length > 0 || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
      throw new UsageError('Name the migration once, in PascalCase: what it does (AddUserNotes)');
    }
    return name;
  },
  imports: [DatabaseModule],
  environment: { DATABASE_URL: undefined, EMBEDDED_DATABASE_DIR: 'memory://' },
  async run(name, context) {
    const changes = await context.get(DataSource).driver.createSchemaBuilder().log();
    if (changes.upQueries.length === 0) {
      return 'The entities match the migrations: there is nothing to generate.';
    }
    const timestamp = Date.now();
    const file = `${MIGRATIONS_DIR}${timestamp}-${name}.ts`;
    const source = migrationSource(
      `${name}${timestamp}`,
      changes.upQueries,
      changes.downQueries.reverse(),
    );
    writeFileSync(file, source);
    return (
      `Wrote ${relative(process.cwd(), file)}. Read it, run prettier on it and add ` +
      `${name}${timestamp} to src/database/migrations/index.ts.`
    );
  },
});

function migrationSource(className: string, up: Statement[], down: Statement[]): string {
  const statements = (queries: Statement[]) =>
    queries
      .map(({ query, parameters }) => {
        const sql = query.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
        const args = parameters?.length ? `, ${JSON.stringify(parameters)}` : '';
        return `    await db.query(\`${sql}\`${args});`;
      })
      .join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(db: QueryRunner): Promise<void> {
${statements(up)}
  }

  async down(db: QueryRunner): Promise<void> {
${statements(down)}
  }
}
`;
}
