import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';

/** IANA names are at most a few dozen characters; the column holds 64. */
const TIME_ZONE_MAX = 64;

/** Whether the runtime knows `value` as an IANA time zone (`Europe/Moscow`, `UTC`). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > TIME_ZONE_MAX) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The time zone of the signing-in device (`Intl.DateTimeFormat().resolvedOptions().timeZone`):
 * the dates on the student's receipts, credit notes, certificates and trial mails are written in it.
 */
export function DeviceTimeZone() {
  return applyDecorators(
    ApiPropertyOptional({
      example: 'Europe/Moscow',
      maxLength: TIME_ZONE_MAX,
      description:
        "The IANA time zone of this device; the dates on the student's receipts, credit notes, certificates and mails are written in the time zone of the device they last signed in on (UTC until one says)",
    }),
    IsOptional(),
    ValidateBy(
      { name: 'isTimeZone', validator: { validate: isTimeZone } },
      { message: 'Device time zone must be an IANA time zone such as Europe/Moscow' },
    ),
  );
}
