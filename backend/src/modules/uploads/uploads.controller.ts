import {
  applyDecorators,
  Controller,
  Delete,
  Head,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiConsumes,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StaffAuth } from '../../common/auth/auth.decorators.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { TusEndpoint } from './tus-endpoint.js';
import { TUS_BODY_TYPE, TusPatch } from './tus-patch.js';

const tusResumable = ApiHeader({ name: 'Tus-Resumable', required: true, example: '1.0.0' });
const uploadId = ApiParam({
  name: 'id',
  description: 'The last segment of the upload\u2019s Location',
});
const offsetHeader = {
  'Upload-Offset': { schema: { type: 'integer' }, description: 'Bytes received' },
};
/** Answers every tus request may get besides its own. */
const tusRefusals = applyDecorators(
  ApiRefusal(400, 'A tus header is malformed'),
  ApiRefusal(412, 'Tus-Resumable is missing or not 1.0.0'),
);
const missing = applyDecorators(
  ApiRefusal(404, 'No such upload'),
  ApiRefusal(410, 'The upload was begun more than 24 hours ago and is gone'),
);

/**
 * Resumable uploads (tus 1.0.0) of the catalogue's files: staff create an upload, send its bytes
 * in as many PATCH requests as it takes, and name its id when creating or editing a book or a
 * lesson. This controller lets staff in; TusPatch takes the bytes, the tus server the rest.
 */
@ApiTags('admin: uploads')
@Controller('admin/uploads')
export class UploadsController {
  constructor(
    private readonly tus: TusEndpoint,
    private readonly patches: TusPatch,
  ) {}

  @Post()
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Begin a resumable upload (tus creation)',
    description:
      '`Upload-Length` is required (at most UPLOAD_MAX_BYTES, 4 GiB by default); ' +
      '`Upload-Metadata` may carry `filename`. The upload is removed if it is not attached ' +
      'to a book or lesson within 24 hours.',
  })
  @tusResumable
  @ApiHeader({ name: 'Upload-Length', required: true, schema: { type: 'integer' } })
  @ApiHeader({ name: 'Upload-Metadata', required: false, example: 'filename bGVzc29uLm1wNA==' })
  @ApiResponse({
    status: 201,
    description: 'Created; its id is the last segment of Location',
    headers: {
      Location: { schema: { type: 'string' }, description: '/api/admin/uploads/<id>' },
      'Upload-Expires': { schema: { type: 'string' }, description: 'When it will be removed' },
    },
  })
  @ApiRefusal(413, 'Upload-Length is over UPLOAD_MAX_BYTES')
  @ApiRefusal(501, 'Upload-Defer-Length is not supported')
  @ApiRefusal(507, 'Not enough free disk space for this upload')
  @tusRefusals
  create(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.tus.handle(request, reply);
  }

  @Head(':id')
  @StaffAuth('catalogue:write')
  @ApiOperation({ summary: 'How much of an upload has arrived: resume from Upload-Offset' })
  @tusResumable
  @uploadId
  @ApiResponse({
    status: 200,
    description: 'The upload',
    headers: {
      ...offsetHeader,
      'Upload-Length': { schema: { type: 'integer' }, description: 'Bytes announced' },
    },
  })
  @missing
  @tusRefusals
  offset(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.tus.handle(request, reply);
  }

  @Patch(':id')
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Send bytes of an upload from Upload-Offset',
    description:
      `The body is the bytes from \`Upload-Offset\` on (\`${TUS_BODY_TYPE}\`). A ` +
      'request broken off keeps what arrived; ask HEAD for the offset and continue from there.',
  })
  @ApiConsumes(TUS_BODY_TYPE)
  @tusResumable
  @uploadId
  @ApiHeader({ name: 'Upload-Offset', required: true, schema: { type: 'integer' } })
  @ApiResponse({ status: 204, description: 'Received', headers: offsetHeader })
  @ApiRefusal(409, 'Upload-Offset is not where the upload stands')
  @ApiRefusal(413, 'The bytes go past the upload\u2019s length')
  @ApiRefusal(415, 'The body is not application/offset+octet-stream')
  @missing
  @tusRefusals
  append(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.patches.receive(id, request, reply);
  }

  @Delete(':id')
  @StaffAuth('catalogue:write')
  @ApiOperation({ summary: 'Abandon an upload (tus termination): its bytes are removed' })
  @tusResumable
  @uploadId
  @ApiResponse({ status: 204, description: 'Removed' })
  @missing
  @tusRefusals
  remove(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.tus.handle(request, reply);
  }
}
