import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { ERROR_CODES, type ApiError, type ErrorCode } from '@academy/contracts';
import { bodyTooLargeMessage } from './body-limit.js';
import { ApiException } from './api-exception.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.BAD_REQUEST,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  429: ERROR_CODES.TOO_MANY_REQUESTS,
};

/** Fastify's own request errors (body parsing, size) carry a statusCode and an FST_ code. */
interface FastifyRequestError {
  statusCode: number;
  code: string;
  message: string;
}

/**
 * Every error leaves the API as { statusCode, message, code[, errors] }. Anything unexpected is
 * logged with its request id and answered as a plain 500: no stack, no SQL.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { body, headers } = this.describe(exception, request);
    if (body.statusCode >= 500) {
      // The application's logger adds the request id and redacts the address.
      this.logger.error({ req: request, err: exception }, 'Unexpected error');
    }
    void reply.status(body.statusCode).headers(headers).send(body);
  }

  private describe(
    exception: unknown,
    request: FastifyRequest,
  ): { body: ApiError; headers: Record<string, string> } {
    if (exception instanceof ApiException) {
      const body: ApiError = {
        statusCode: exception.getStatus(),
        message: exception.message,
        code: exception.code,
      };
      if (exception.errors) body.errors = exception.errors;
      if (exception.params) body.params = exception.params;
      return { body, headers: exception.headers };
    }
    // Nest's Fastify adapter hands Fastify's own request errors over wrapped in an HttpException.
    if (exception instanceof HttpException && isFastifyRequestError(exception.cause)) {
      return { body: fastifyErrorBody(exception.cause, request), headers: {} };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const raw =
        typeof response === 'object' && response !== null && 'message' in response
          ? response.message
          : exception.message;
      const message = Array.isArray(raw) ? raw.join('; ') : String(raw);
      const notFound =
        status === 404 ? `Cannot ${request.method} ${request.url.split('?')[0]}` : null;
      return {
        body: {
          statusCode: status,
          message: notFound ?? message,
          code:
            CODE_BY_STATUS[status] ??
            (status >= 500 ? ERROR_CODES.INTERNAL : ERROR_CODES.BAD_REQUEST),
        },
        headers: {},
      };
    }
    if (databaseUnavailable(exception)) {
      return {
        body: {
          statusCode: HttpStatus.SERVICE_UNAVAILABLE,
          message: 'The service is unavailable at the moment, please try again shortly',
          code: ERROR_CODES.SERVICE_UNAVAILABLE,
        },
        headers: { 'Retry-After': '5' },
      };
    }
    if (uniqueViolation(exception)) {
      return {
        body: {
          statusCode: 409,
          message: 'This record already exists',
          code: ERROR_CODES.CONFLICT,
        },
        headers: {},
      };
    }
    if (isFastifyRequestError(exception)) {
      return { body: fastifyErrorBody(exception, request), headers: {} };
    }
    return {
      body: {
        statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
        message: 'Internal server error',
        code: ERROR_CODES.INTERNAL,
      },
      headers: {},
    };
  }
}

// Two requests raced past an existence check; the unique index had the last word.
function uniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === '23505'
  );
}

// PostgreSQL's connection exceptions (08), shutdown and start-up (57P0x), too many connections,
// and a statement cancelled by its timeout: the database, not the request, is at fault.
const UNAVAILABLE_SQLSTATE = /^(08|57P0|53300$|57014$)/;
const UNREACHABLE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND)$/;
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established/i;

/** A database that is down, restarting or stalled: answered 503 so that clients retry. */
export function databaseUnavailable(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, message } = cause as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE.test(code))) {
    return true;
  }
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

function isFastifyRequestError(error: unknown): error is FastifyRequestError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as FastifyRequestError).statusCode === 'number' &&
    typeof (error as FastifyRequestError).code === 'string' &&
    (error as FastifyRequestError).statusCode < 500
  );
}

export function fastifyErrorBody(error: FastifyRequestError, request: FastifyRequest): ApiError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        message: bodyTooLargeMessage(request.routeOptions.bodyLimit),
        code: ERROR_CODES.PAYLOAD_TOO_LARGE,
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        statusCode: 400,
        message: 'The request body is not valid JSON',
        code: ERROR_CODES.INVALID_JSON,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        message: 'Send the request body as application/json',
        code: ERROR_CODES.BAD_REQUEST,
      };
    default:
      return {
        statusCode: error.statusCode,
        message: error.statusCode === 400 ? 'The request is malformed' : error.message,
        code: CODE_BY_STATUS[error.statusCode] ?? ERROR_CODES.BAD_REQUEST,
      };
  }
}
