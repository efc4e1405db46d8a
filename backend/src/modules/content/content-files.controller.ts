import { applyDecorators, Controller, Get, Head, Req, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
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
import { ErrorResponse } from '../../common/http/error-response.js';
import { ContentFilesService, type FileRequest } from './content-files.service.js';
import { CONTENT_URL_PREFIX } from './content-link.signer.js';
import { Public } from '../../common/auth/auth.decorators.js';

const SIGNED_LINK = applyDecorators(
  ApiParam({
    name: 'path',
    example: 'books/forex-for-beginners.pdf',
    description: 'A catalogue path',
  }),
  ApiQuery({ name: 'u', description: 'The user the link was issued to' }),
  ApiQuery({ name: 'exp', description: 'Expiry, unix seconds' }),
  ApiQuery({ name: 'sig', description: 'HMAC-SHA256 signature, base64url' }),
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
  @ApiHeader({ name: 'Range', required: false, example: 'bytes=0-1023' })
  @ApiProduces('application/pdf', 'video/mp4')
  @ApiOkResponse({ description: 'The whole file' })
  @ApiPartialContentResponse({ description: 'The requested byte range' })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description: 'LINK_INVALID: missing, altered or expired signature',
  })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'Not a catalogue file, or not installed',
  })
  @ApiResponse({ status: 416, type: ErrorResponse, description: 'The range misses the file' })
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
