import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { LESSON_POSITION_MAX_SECONDS, type LessonProgressRequest } from '@academy/contracts';

export class SaveLessonProgressDto implements LessonProgressRequest {
  @ApiProperty({
    example: 125.5,
    minimum: 0,
    maximum: LESSON_POSITION_MAX_SECONDS,
    description:
      'Where playback stopped, in seconds; fractions are kept as the player reports them',
  })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'positionSeconds must be a finite number of seconds' },
  )
  @Min(0, { message: 'positionSeconds cannot be negative' })
  @Max(LESSON_POSITION_MAX_SECONDS, { message: 'positionSeconds cannot be more than 24 hours' })
  positionSeconds: number;

  @ApiPropertyOptional({
    example: false,
    description: 'True once 90 % has played; a later false does not undo it',
  })
  @IsOptional()
  @IsBoolean({ message: 'completed must be true or false' })
  completed?: boolean;
}
