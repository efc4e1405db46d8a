import { Body, Injectable, Param, Query, type Type } from '@nestjs/common';
import type { ApiOperationOptions } from '@nestjs/swagger';
import type { CatalogueItemRecord } from '@academy/contracts';
import { CurrentPrincipal } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { ListQuery, type ListPage } from '../../common/http/list-query.js';
import { simpleRest } from '../../common/http/simple-rest.js';
import type { CatalogueItemColumns } from './catalogue-item.columns.js';
import { CatalogueFiles, type ItemFiles } from './catalogue-files.js';
import { ApiCatalogueId, CatalogueIdPipe } from './catalogue-id.pipe.js';
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
  /** The rows and total of the list's Content-Range example: `0-6/7`. */
  listRange: string;
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
  const itemRoutes = simpleRest({
    name: kind.resource,
    record: response,
    notFound: `No such ${noun}`,
    read: 'catalogue:read',
    write: 'catalogue:write',
  });
  const refused = ApiRefusal(400, routes.refused);

  @Injectable()
  class ItemRoutes {
    constructor(
      readonly items: CatalogueItemsService,
      readonly files: CatalogueFiles,
    ) {}

    @itemRoutes.List(
      { summary: `Every ${noun}, unpublished and archived ones too (sort: position)` },
      { range: routes.listRange },
    )
    list(@Query() query: ListQuery): Promise<ListPage<R>> {
      return this.items.list(kind, query);
    }

    @itemRoutes.GetOne({ summary: `One ${noun}` })
    @ApiCatalogueId()
    get(@Param('id', CatalogueIdPipe) id: number): Promise<R> {
      return this.items.get(kind, id);
    }

    @itemRoutes.Create(routes.create, refused)
    create(
      @CurrentPrincipal() actor: StaffActor,
      @Body() body: CreateCatalogueItemDto,
    ): Promise<R> {
      return this.items.create(actor, kind, body, () => routes.storeFiles(this.files, body));
    }

    @itemRoutes.Update(routes.update, refused, ApiRefusal(409, `The ${noun} is archived`))
    @ApiCatalogueId()
    update(
      @CurrentPrincipal() actor: StaffActor,
      @Param('id', CatalogueIdPipe) id: number,
      @Body() body: UpdateCatalogueItemDto,
    ): Promise<R> {
      return this.items.update(actor, kind, id, body, (current) =>
        routes.storeFiles(this.files, body, current),
      );
    }

    @itemRoutes.Delete(routes.delete)
    @ApiCatalogueId()
    delete(
      @CurrentPrincipal() actor: StaffActor,
      @Param('id', CatalogueIdPipe) id: number,
    ): Promise<R> {
      return this.items.delete(actor, kind, id);
    }
  }
  return ItemRoutes;
}
