import { applyDecorators } from '@nestjs/common';
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

/** One language's text of the notice, null for the app's own words. */
const NoticeText = (
  field: keyof PaymentReviewNotice,
  doc: { description: string; example: string },
) =>
  // In the order they apply, as if written bottom-up: the type check is the one a refusal tells.
  applyDecorators(
    MaxLength(PAYMENT_REVIEW_NOTICE_MAX_LENGTH, {
      message: `${field} must be at most ${PAYMENT_REVIEW_NOTICE_MAX_LENGTH} characters long`,
    }),
    IsString({ message: `${field} must be text` }),
    IsOptional(),
    Transform(textOrNull),
    ApiProperty({
      type: String,
      nullable: true,
      maxLength: PAYMENT_REVIEW_NOTICE_MAX_LENGTH,
      ...doc,
    }),
  );

export class PaymentReviewNoticeDto implements PaymentReviewNotice {
  @NoticeText('en', {
    description: 'English; null or empty for the app’s own words',
    example: 'We check payments by hand within one working day.',
  })
  en: string | null;

  @NoticeText('ru', {
    description: 'Russian; null or empty for the app’s own words',
    example: 'Мы проверяем платежи вручную в течение одного рабочего дня.',
  })
  ru: string | null;
}
