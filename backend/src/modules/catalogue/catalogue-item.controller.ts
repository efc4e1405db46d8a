import {
  Body,
  Delete,
  Get,
  Injectable,
  Param,
  Post,
  Put,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CatalogueItemRecord } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, sendListPage } from '../../common/http/list-query.js';
import { ApiListResponse } from '../../common/http/list-response.js';
import type { CatalogueItemColumns } from './catalogue-item.columns.js';
import { CatalogueFiles, type ItemFiles } from './catalogue-files.js';
import { CatalogueItemsService, type ItemKind } from './catalogue-items.service.js';
import { CreateCatalogueItemDto, UpdateCatalogueItemDto } from './dto/catalogue-item.dto.js';

/** What the OpenAPI document says of one kind of catalogue item's routes. */
export interface CatalogueItemRoutes<
  E extends CatalogueItemColumns,
  R extends CatalogueItemRecord,
> {
  kind: ItemKind<E, R>;
  response: Type<R>;
  /** The item in the singular, as "No such …" says it: `book`. */
  noun: string;
  /** The list's Content-Range example: `books 0-6/7`. */
  listExample: string;
  /** What a create or a change refuses with 400 besides invalid fields. */
  refused: string;
  create: ApiOperationOptions;
  update: ApiOperationOptions;
  delete: ApiOperationOptions;
  /** Claims the uploads a create or a change sends (CatalogueFiles). */
  storeFiles: (
    files: CatalogueFiles,
    body: CreateCatalogueItemDto,
    current?: E,
  ) => Promise<ItemFiles<E>>;
}

/**
 * The routes of books and lessons as react-admin resources (simple-rest): admins change them
 * (catalogue:write), support reads them (catalogue:read). The controller extends this class and
 * names the path: `@Controller('admin/books') class BooksController extends
 * CatalogueItemController(…) {}`.
 */
export function CatalogueItemController<
  E extends CatalogueItemColumns,
  R extends CatalogueItemRecord,
>(routes: CatalogueItemRoutes<E, R>) {
  const { kind, response, noun } = routes;
  const notFound = ApiNotFoundResponse({ type: ErrorResponse, description: `No such ${noun}` });
  const refused = ApiBadRequestResponse({ type: ErrorResponse, description: routes.refused });

  @Injectable()
  class ItemRoutes {
    constructor(
      readonly items: CatalogueItemsService,
      readonly files: CatalogueFiles,
    ) {}

    @Get()
    @StaffAuth('catalogue:read')
    @ApiOperation({
      summary: `Every ${noun}, unpublished and archived ones too (sort: position)`,
    })
    @ApiListResponse(response, routes.listExample)
    @ApiBadRequestResponse({ type: ErrorResponse })
    async list(
      @Query() query: ListQuery,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<R[]> {
      return sendListPage(reply, kind.resource, await this.items.list(kind, query));
    }

    @Get(':id')
    @StaffAuth('catalogue:read')
    @ApiOperation({ summary: `One ${noun}` })
    @ApiOkResponse({ type: response })
    @notFound
    get(@Param('id', IdPipe) id: number): Promise<R> {
      return this.items.get(kind, id);
    }

    @Post()
    @StaffAuth('catalogue:write')
    @ApiOperation(routes.create)
    @ApiCreatedResponse({ type: response })
    @refused
    create(
      @CurrentPrincipal() actor: StaffActor,
      @Body() body: CreateCatalogueItemDto,
    ): Promise<R> {
      return this.items.create(actor, kind, body, () => routes.storeFiles(this.files, body));
    }

    @Put(':id')
    @StaffAuth('catalogue:write')
    @ApiOperation(routes.update)
    @ApiOkResponse({ type: response })
    @refused
    @ApiConflictResponse({ type: ErrorResponse, description: `The ${noun} is archived` })
    @notFound
    update(
      @CurrentPrincipal() actor: StaffActor,
      @Param('id', IdPipe) id: number,
      @Body() body: UpdateCatalogueItemDto,
    ): Promise<R> {
      return this.items.update(actor, kind, id, body, (current) =>
        routes.storeFiles(this.files, body, current),
      );
    }

    @Delete(':id')
    @StaffAuth('catalogue:write')
    @ApiOperation(routes.delete)
    @ApiOkResponse({ type: response })
    @notFound
    delete(@CurrentPrincipal() actor: StaffActor, @Param('id', IdPipe) id: number): Promise<R> {
      return this.items.delete(actor, kind, id);
    }
  }
  return ItemRoutes;
}
