import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { LessonProgress, LessonProgressRequest } from '@academy/contracts';
import { StudentCache, type LessonPlaces } from '../users/index.js';
import { LessonProgressEntity } from './lesson-progress.entity.js';

interface ProgressRow {
  position_seconds: number;
  completed_at: Date | string | null;
  updated_at: Date | string;
}

/** Each student's place in each lesson. Access to the lesson is the caller's to check. */
@Injectable()
export class LessonProgressService {
  constructor(
    @InjectRepository(LessonProgressEntity)
    private readonly progress: Repository<LessonProgressEntity>,
    private readonly students: StudentCache,
  ) {}

  /**
   * The student's progress in every lesson they opened, by lesson id: from memory while the
   * database has announced no change to it (LessonProgressNotifications), else one query.
   */
  async byLesson(userId: number): Promise<LessonPlaces> {
    const known = await this.students.lessons(userId);
    if (known) return known;
    const ticket = this.students.ticket();
    const rows = await this.progress.find({ where: { userId } });
    const places: LessonPlaces = new Map(
      rows.map((row) => [
        row.lessonId,
        Object.freeze({
          positionSeconds: row.positionSeconds,
          completed: row.completedAt !== null,
        }),
      ]),
    );
    this.students.rememberLessons(ticket, userId, places);
    return places;
  }

  /**
   * One statement, so two saves racing (a timer and a page close) never lose the completion:
   * once completed_at is set it is kept, whatever later saves say.
   */
  async save(
    userId: number,
    lessonId: number,
    { positionSeconds, completed = false }: LessonProgressRequest,
  ): Promise<LessonProgress> {
    const [row] = await this.progress.query<ProgressRow[]>(
      `INSERT INTO lesson_progress (user_id, lesson_id, position_seconds, completed_at, updated_at)
       VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN now() END, now())
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET
         position_seconds = EXCLUDED.position_seconds,
         completed_at = COALESCE(lesson_progress.completed_at, EXCLUDED.completed_at),
         updated_at = EXCLUDED.updated_at
       RETURNING position_seconds, completed_at, updated_at`,
      [userId, lessonId, positionSeconds, completed],
    );
    return {
      lessonId,
      positionSeconds: Number(row.position_seconds),
      completed: row.completed_at !== null,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }
}
