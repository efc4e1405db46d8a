import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { BookRecord } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, sendListPage } from '../../common/http/list-query.js';
import { ApiListResponse } from '../../common/http/list-response.js';
import { CatalogueFiles } from './catalogue-files.js';
import { BOOKS, CatalogueItemsService } from './catalogue-items.service.js';
import {
  BookResponse,
  CreateCatalogueItemDto,
  UpdateCatalogueItemDto,
} from './dto/catalogue-item.dto.js';

const notFound = ApiNotFoundResponse({ type: ErrorResponse, description: 'No such book' });
const refused = ApiBadRequestResponse({
  type: ErrorResponse,
  description:
    'Invalid fields, an unknown tier, or an upload refused: UPLOAD_NOT_FOUND, UPLOAD_INCOMPLETE, ' +
    'UPLOAD_TYPE_REFUSED (not a PDF, or a cover not JPEG/PNG/WebP)',
});

/**
 * The e-books as a react-admin resource (simple-rest): admins change them (catalogue:write),
 * support reads them (catalogue:read). Students see published books in position order.
 */
@ApiTags('admin: catalogue')
@Controller('admin/books')
export class BooksController {
  constructor(
    private readonly items: CatalogueItemsService,
    private readonly files: CatalogueFiles,
  ) {}

  @Get()
  @StaffAuth('catalogue:read')
  @ApiOperation({ summary: 'Every book, unpublished and archived ones too (sort: position)' })
  @ApiListResponse(BookResponse, 'books 0-6/7')
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BookRecord[]> {
    return sendListPage(reply, 'books', await this.items.list(BOOKS, query));
  }

  @Get(':id')
  @StaffAuth('catalogue:read')
  @ApiOperation({ summary: 'One book' })
  @ApiOkResponse({ type: BookResponse })
  @notFound
  get(@Param('id', IdPipe) id: number): Promise<BookRecord> {
    return this.items.get(BOOKS, id);
  }

  @Post()
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Add a book: its PDF (and cover) from finished uploads (audited)',
    description: '`upload` is the PDF’s upload id, `cover` a JPEG, PNG or WebP upload id.',
  })
  @ApiCreatedResponse({ type: BookResponse })
  @refused
  create(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: CreateCatalogueItemDto,
  ): Promise<BookRecord> {
    return this.items.create(actor, BOOKS, body, () => this.files.book(body));
  }

  @Put(':id')
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Change a book: texts, access, publish, place (position), file or cover (audited)',
    description:
      'The whole record, as react-admin sends it: `upload` and `cover` sent back unchanged keep ' +
      'the files; an upload id replaces one; `cover: null` removes the cover.',
  })
  @ApiOkResponse({ type: BookResponse })
  @refused
  @ApiConflictResponse({ type: ErrorResponse, description: 'The book is archived' })
  @notFound
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateCatalogueItemDto,
  ): Promise<BookRecord> {
    return this.items.update(actor, BOOKS, id, body, (current) => this.files.book(body, current));
  }

  @Delete(':id')
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Delete an unpublished book; archive a published one (audited)',
    description: 'An archived book leaves the students’ library and stays in the back office.',
  })
  @ApiOkResponse({ type: BookResponse })
  @notFound
  delete(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<BookRecord> {
    return this.items.delete(actor, BOOKS, id);
  }
}
