import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueItemController } from './catalogue-item.controller.js';
import { BOOKS } from './catalogue-items.service.js';
import { BookResponse } from './dto/catalogue-item.dto.js';

/**
 * The e-books as a react-admin resource (simple-rest): admins change them (catalogue:write),
 * support reads them (catalogue:read). Students see published books in position order.
 */
@ApiTags('admin: catalogue')
@Controller('admin/books')
export class BooksController extends CatalogueItemController({
  kind: BOOKS,
  response: BookResponse,
  noun: 'book',
  listRange: '0-6/7',
  refused:
    'Invalid fields, an unknown tier, or an upload refused: UPLOAD_NOT_FOUND, UPLOAD_INCOMPLETE, ' +
    'UPLOAD_TYPE_REFUSED (not a PDF, or a cover not JPEG/PNG/WebP)',
  create: {
    summary: 'Add a book: its PDF (and cover) from finished uploads (audited)',
    description: '`upload` is the PDF’s upload id, `cover` a JPEG, PNG or WebP upload id.',
  },
  update: {
    summary: 'Change a book: texts, access, publish, place (position), file or cover (audited)',
    description:
      'The whole record, as react-admin sends it: `upload` and `cover` sent back unchanged keep ' +
      'the files; an upload id replaces one; `cover: null` removes the cover.',
  },
  delete: {
    summary: 'Delete an unpublished book; archive a published one (audited)',
    description: 'An archived book leaves the students’ library and stays in the back office.',
  },
  storeFiles: (files, body, current) => files.book(body, current),
}) {}
