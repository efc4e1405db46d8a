import { applyDecorators, Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, type ApiOperationOptions } from '@nestjs/swagger';
import type {
  BookItem,
  ContentLink,
  ItemsEnvelope,
  LessonItem,
  LessonProgress,
} from '@academy/contracts';
import {
  CurrentPrincipal,
  OptionalStudentAuth,
  OptionalStudentId,
  StudentAuth,
} from '../../common/auth/auth.decorators.js';
import type { StudentPrincipal } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { ApiCatalogueId, CatalogueIdPipe } from '../catalogue/index.js';
import {
  BooksEnvelopeResponse,
  ContentLinkResponse,
  LessonProgressResponse,
  LessonsEnvelopeResponse,
} from './content.responses.js';
import { ContentService } from './content.service.js';
import { SaveLessonProgressDto } from './dto/save-lesson-progress.dto.js';

const invalidId = ApiRefusal(400, 'The id is not a number');
const locked = ApiRefusal(403, "CONTENT_LOCKED: the caller's course or balance does not open it");

/** GET <items>/:id/link: a signed link to an item's file, for a student the item is open to. */
const ItemLink = (items: 'books' | 'lessons', operation: ApiOperationOptions, notFound: string) =>
  applyDecorators(
    Get(`${items}/:id/link`),
    StudentAuth(),
    ApiOperation(operation),
    ApiOkResponse({ type: ContentLinkResponse }),
    ApiRefusal(404, notFound),
    ApiCatalogueId(),
    invalidId,
    locked,
  );

@ApiTags('students: content')
@Controller()
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('books')
  @OptionalStudentAuth()
  @ApiOperation({
    summary: 'The e-book library with isLocked for the caller',
    description: 'Without a token every book is locked.',
  })
  @ApiOkResponse({ type: BooksEnvelopeResponse })
  async books(@OptionalStudentId() userId: number | null): Promise<ItemsEnvelope<BookItem>> {
    return { status: 200, data: await this.content.books(userId) };
  }

  @ItemLink('books', { summary: "A short-lived signed URL of the book's PDF" }, 'No such book')
  bookLink(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Param('id', CatalogueIdPipe) id: number,
  ): Promise<ContentLink> {
    return this.content.bookLink(caller.userId, id);
  }

  @Get('lessons')
  @OptionalStudentAuth()
  @ApiOperation({
    summary: 'The video lessons with isLocked for the caller',
    description: 'Without a token only the demo lesson (id 0) is open.',
  })
  @ApiOkResponse({ type: LessonsEnvelopeResponse })
  async lessons(@OptionalStudentId() userId: number | null): Promise<ItemsEnvelope<LessonItem>> {
    return { status: 200, data: await this.content.lessons(userId) };
  }

  @ItemLink(
    'lessons',
    {
      summary: "A signed URL of the lesson's video",
      description: 'Valid for the lesson’s duration plus the usual link lifetime.',
    },
    'No such lesson',
  )
  lessonLink(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Param('id', CatalogueIdPipe) id: number,
  ): Promise<ContentLink> {
    return this.content.lessonLink(caller.userId, id);
  }

  @Put('lessons/:id/progress')
  @StudentAuth()
  @ApiOperation({
    summary: 'Save where the caller stopped in a lesson, and whether they have watched it',
    description:
      'Position in seconds, fractions allowed, from 0 to 24 hours. `completed` is sticky: a later false keeps it true.',
  })
  @ApiOkResponse({ type: LessonProgressResponse })
  @ApiRefusal(400, 'The id is not a number, or the position is not a number of seconds in range')
  @ApiRefusal(404, 'No such lesson')
  @ApiCatalogueId()
  @locked
  saveLessonProgress(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Param('id', CatalogueIdPipe) id: number,
    @Body() body: SaveLessonProgressDto,
  ): Promise<LessonProgress> {
    return this.content.saveLessonProgress(caller.userId, id, body);
  }
}
