import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES } from '@academy/contracts';

/** The language the app is shown in on the signing-in device; mails follow it until one is chosen. */
export function DeviceLocale() {
  return applyDecorators(
    ApiPropertyOptional({
      enum: LOCALES,
      example: 'ru',
      description:
        "The language the app is shown in on this device; mails use it until the student chooses one (else the Accept-Language header's)",
    }),
    IsOptional(),
    IsIn(LOCALES, { message: `Device language must be one of: ${LOCALES.join(', ')}` }),
  );
}
