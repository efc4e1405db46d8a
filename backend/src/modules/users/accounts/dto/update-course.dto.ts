import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { COURSE_PRESETS, type CourseUpdateRequest } from '@academy/contracts';
import { COURSE_NAME_MAX_LENGTH, validateCourseName } from '@academy/domain';
import { SatisfiesRule } from '../../../../common/http/domain-rule.js';

export class UpdateCourseDto implements CourseUpdateRequest {
  @ApiProperty({
    example: 'GOLD',
    description: `One of ${COURSE_PRESETS.join(', ')} (any letter case) or a custom course name`,
    maxLength: COURSE_NAME_MAX_LENGTH,
  })
  @IsString({ message: 'Course must be text' })
  @SatisfiesRule(validateCourseName)
  @MaxLength(COURSE_NAME_MAX_LENGTH, {
    message: `Course name must be at most ${COURSE_NAME_MAX_LENGTH} characters long`,
  })
  course: string;
}
