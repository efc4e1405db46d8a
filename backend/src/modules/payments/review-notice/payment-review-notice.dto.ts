import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PAYMENT_REVIEW_NOTICE_MAX_LENGTH, type PaymentReviewNotice } from '@academy/contracts';

/** Trimmed; an empty text is no text (the student app then shows its own words). */
const textOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};
const tooLong = (field: string) =>
  `${field} must be at most ${PAYMENT_REVIEW_NOTICE_MAX_LENGTH} characters long`;

export class PaymentReviewNoticeDto implements PaymentReviewNotice {
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: PAYMENT_REVIEW_NOTICE_MAX_LENGTH,
    description: 'English; null or empty for the app’s own words',
    example: 'We check payments by hand within one working day.',
  })
  @Transform(textOrNull)
  @IsOptional()
  @IsString({ message: 'en must be text' })
  @MaxLength(PAYMENT_REVIEW_NOTICE_MAX_LENGTH, { message: tooLong('en') })
  en: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: PAYMENT_REVIEW_NOTICE_MAX_LENGTH,
    description: 'Russian; null or empty for the app’s own words',
    example: 'Мы проверяем платежи вручную в течение одного рабочего дня.',
  })
  @Transform(textOrNull)
  @IsOptional()
  @IsString({ message: 'ru must be text' })
  @MaxLength(PAYMENT_REVIEW_NOTICE_MAX_LENGTH, { message: tooLong('ru') })
  ru: string | null;
}
