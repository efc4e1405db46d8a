import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueItemController } from './catalogue-item.controller.js';
import { LESSONS } from './catalogue-items.service.js';
import { LessonResponse } from './dto/catalogue-item.dto.js';

/**
 * The video lessons as a react-admin resource (simple-rest): admins change them
 * (catalogue:write), support reads them (catalogue:read). Students see published lessons in
 * position order; a lesson's duration is read from its video.
 */
@ApiTags('admin: catalogue')
@Controller('admin/lessons')
export class LessonsController extends CatalogueItemController({
  kind: LESSONS,
  response: LessonResponse,
  noun: 'lesson',
  listRange: '0-7/8',
  refused:
    'Invalid fields, an unknown tier, or an upload refused: UPLOAD_NOT_FOUND, UPLOAD_INCOMPLETE, ' +
    'UPLOAD_TYPE_REFUSED (not an H.264/AAC MP4), UPLOAD_TRUNCATED, UPLOAD_NOT_FAST_START',
  create: {
    summary: 'Add a lesson: its MP4 video from a finished upload (audited)',
    description: '`upload` is the video’s upload id; the answer carries its durationSeconds.',
  },
  update: {
    summary: 'Change a lesson: texts, access, publish, place (position) or video (audited)',
    description:
      'The whole record, as react-admin sends it: `upload` sent back unchanged keeps the video; ' +
      'an upload id replaces it (and its duration).',
  },
  delete: {
    summary: 'Delete an unpublished lesson nobody has watched; archive any other (audited)',
    description:
      'An archived lesson leaves the students’ list; its progress rows and the back office keep it.',
  },
  storeFiles: (files, body, current) => files.lesson(body, current),
}) {}
