import { ApiProperty } from '@nestjs/swagger';
import type {
  BookItem,
  ContentLink,
  ItemAccess,
  ItemsEnvelope,
  LessonItem,
  LessonProgress,
} from '@academy/contracts';

export class ItemAccessResponse implements ItemAccess {
  @ApiProperty({ example: false, description: 'Open to anyone' })
  free: boolean;

  @ApiProperty({
    type: [String],
    example: ['SILVER', 'GOLD', 'PLATINUM'],
    description: 'The courses (tier names) that open it',
  })
  courses: string[];

  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description: 'A balance of at least this many dollars opens it too',
  })
  minBalance: number | null;
}

const OPENS_WITH = {
  type: ItemAccessResponse,
  description: "The catalogue's rule for it, whoever asks",
};

export class BookItemResponse implements BookItem {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Forex for Beginners' })
  title: string;

  @ApiProperty({ example: 'How the currency market works, …' })
  description: string;

  @ApiProperty({ example: '/books/forex-for-beginners.jpg', description: 'Cover image path' })
  image: string;

  @ApiProperty({ example: false, description: 'Whether the caller may not open the PDF' })
  isLocked: boolean;

  @ApiProperty(OPENS_WITH)
  opensWith: ItemAccessResponse;
}

export class LessonItemResponse implements LessonItem {
  @ApiProperty({ example: 0 })
  id: number;

  @ApiProperty({ example: 'Demo Lesson' })
  title: string;

  @ApiProperty({ example: '00:43', description: 'mm:ss' })
  duration: string;

  @ApiProperty({ example: false, description: 'Whether the caller may not watch the video' })
  isLocked: boolean;

  @ApiProperty(OPENS_WITH)
  opensWith: ItemAccessResponse;

  @ApiProperty({ example: 125.5, description: 'Where the caller stopped, in seconds' })
  positionSeconds: number;

  @ApiProperty({ example: false, description: 'Whether the caller has watched 90 % of it' })
  completed: boolean;
}

export class BooksEnvelopeResponse implements ItemsEnvelope<BookItem> {
  @ApiProperty({ example: 200, enum: [200] })
  status: 200;

  @ApiProperty({ type: [BookItemResponse] })
  data: BookItemResponse[];
}

export class LessonsEnvelopeResponse implements ItemsEnvelope<LessonItem> {
  @ApiProperty({ example: 200, enum: [200] })
  status: 200;

  @ApiProperty({ type: [LessonItemResponse] })
  data: LessonItemResponse[];
}

export class ContentLinkResponse implements ContentLink {
  @ApiProperty({
    example: '/api/content/books/forex-for-beginners.pdf?u=42&exp=1767225600&sig=…',
    description: 'Same-origin path of the file; valid until expiresAt',
  })
  url: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-23T11:15:30.000Z' })
  expiresAt: string;
}

export class LessonProgressResponse implements LessonProgress {
  @ApiProperty({ example: 3 })
  lessonId: number;

  @ApiProperty({ example: 125.5, description: 'Where the caller stopped, in seconds' })
  positionSeconds: number;

  @ApiProperty({ example: false, description: 'Sticky: stays true once reached' })
  completed: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-11-23T10:15:30.000Z' })
  updatedAt: string;
}
