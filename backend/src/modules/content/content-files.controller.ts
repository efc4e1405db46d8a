import { applyDecorators, Controller, Get, Head, Req, Res } from '@nestjs/common';
import {
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPartialContentResponse,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse, ApiRefusal } from '../../common/http/error-response.js';
import { ContentFilesService, type FileRequest } from './content-files.service.js';
import { CONTENT_URL_PREFIX } from './content-link.signer.js';
import { Public } from '../../common/auth/auth.decorators.js';

const SIGNED_LINK = applyDecorators(
  ApiParam({
    name: 'path',
    schema: { type: 'string', example: 'books/forex-for-beginners.pdf' },
    description: 'A catalogue path',
  }),
  ApiQuery({
    name: 'u',
    description: 'The user the link was issued to',
    type: 'integer',
    example: 42,
  }),
  ApiQuery({
    name: 'exp',
    description: 'Expiry, unix seconds',
    type: 'integer',
    example: 1767225600,
  }),
  ApiQuery({
    name: 'sig',
    description: 'HMAC-SHA256 signature, base64url',
    example: 'q3Jx0b9vV1cH2kXw4mZs7T8yA5nR6pLd0eFgHiJkLmN',
  }),
);

const FILE = { type: 'string', format: 'binary' } as const;

/** What GET and HEAD answer alike (HEAD without the bytes). */
const FILE_ANSWERS = applyDecorators(
  ApiHeader({ name: 'Range', required: false, example: 'bytes=0-1023' }),
  ApiHeader({ name: 'If-None-Match', required: false, example: '"1f4a-18c2b7d9e40"' }),
  ApiProduces('application/pdf', 'video/mp4'),
  ApiOkResponse({ description: 'The whole file', schema: FILE }),
  ApiPartialContentResponse({ description: 'The requested byte range', schema: FILE }),
  ApiResponse({ status: 304, description: 'Not modified since the copy the client holds' }),
  ApiRefusal(403, 'LINK_INVALID: missing, altered or expired signature'),
  ApiRefusal(404, 'Not a catalogue file, or not installed'),
  ApiResponse({ status: 416, type: ErrorResponse, description: 'The range misses the file' }),
);

@ApiTags('students: content')
@Public()
@Controller('content')
export class ContentFilesController {
  constructor(private readonly files: ContentFilesService) {}

  // Declared before GET, so that this documented route answers HEAD rather than one Fastify
  // would derive from GET; @fastify/send gives HEAD the headers and no body.
  @Head('*')
  @SIGNED_LINK
  @ApiOperation({ summary: 'The headers GET would send, without the file' })
  @FILE_ANSWERS
  async head(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.reply(request, reply);
  }

  @Get('*')
  @ApiOperation({
    summary: 'A book PDF or a lesson video, through the signed URL from a link call',
    description:
      'Honours one byte range (Range, If-Range) and revalidation (If-None-Match, If-Modified-Since).',
  })
  @SIGNED_LINK
  @FILE_ANSWERS
  async get(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.reply(request, reply);
  }

  private async reply(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { status, headers, body } = await this.files.answer(fileRequest(request));
    await reply.status(status).headers(headers).send(body);
  }
}

function fileRequest(request: FastifyRequest): FileRequest {
  const [path = ''] = request.url.split('?', 1);
  return {
    path: path.startsWith(CONTENT_URL_PREFIX) ? path.slice(CONTENT_URL_PREFIX.length) : '',
    query: request.query as Record<string, unknown>,
    raw: request.raw,
  };
}
