import { Logger } from '@nestjs/common';
import { AbstractLogger, type LogLevel, type LogMessage } from 'typeorm';

const NEST_METHOD_OF: Record<LogLevel, 'error' | 'warn' | 'log'> = {
  error: 'error',
  warn: 'warn',
  info: 'log',
  log: 'log',
  migration: 'log',
  query: 'log',
  schema: 'log',
};

/**
 * TypeORM's messages through the application's logger, never with a query's parameters:
 * password hashes and token hashes travel there.
 */
export class QueryLogger extends AbstractLogger {
  private readonly logger = new Logger('TypeORM');

  protected writeLog(level: LogLevel, logMessage: LogMessage | LogMessage[]): void {
    const text = this.prepareLogMessages(logMessage, {
      appendParameterAsComment: false,
      highlightSql: false,
    })
      .map(({ prefix, message }) => (prefix ? `${prefix} ${message}` : String(message)))
      .join(' ');
    this.logger[NEST_METHOD_OF[level]](text);
  }
}
