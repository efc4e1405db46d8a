import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CatalogueItemColumns } from './catalogue-item.columns.js';

@Entity('catalogue_lessons')
@Check('catalogue_lessons_duration_check', 'duration_seconds >= 0')
export class LessonEntity extends CatalogueItemColumns {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'catalogue_lessons_pkey' })
  declare id: number;

  /** Read from the uploaded video; the seeded lessons keep the spec's durations. */
  @Column({ name: 'duration_seconds', type: 'integer' })
  durationSeconds: number;
}
