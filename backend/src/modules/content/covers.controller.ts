import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { send } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { AppConfig } from '../../config/app-config.js';
import { CatalogueService } from '../catalogue/index.js';
import { contentFileNotFound } from './content.errors.js';

// Content-addressed names never change their bytes, so a browser may keep a cover for good.
const FOREVER = 'public, max-age=31536000, immutable';

/** The covers staff uploaded for published books; the seeded ones are the student app's files. */
@ApiTags('students: content')
@Public()
@Controller('covers')
export class CoversController {
  constructor(
    private readonly config: AppConfig,
    private readonly catalogue: CatalogueService,
  ) {}

  @Get(':file')
  @ApiOperation({ summary: "A published book's uploaded cover image, as its `image` names it" })
  @ApiParam({ name: 'file', example: '3f9a…e1.jpg', description: 'The SHA-256 name of the image' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } })
  @ApiRefusal(404, 'Not the cover of a published book')
  async cover(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Only a name the catalogue holds: no path, so nothing outside CONTENT_DIR can be named.
    if (!(await this.catalogue.current()).covers.has(file)) throw contentFileNotFound();
    const sent = await send(request.raw, encodeURIComponent(file), {
      root: this.config.contentDir,
      index: false,
      cacheControl: false,
    });
    if (sent.type !== 'file') throw contentFileNotFound();
    await reply
      .status(sent.statusCode)
      .headers({ ...sent.headers, 'Cache-Control': FOREVER })
      .send(sent.stream);
  }
}
