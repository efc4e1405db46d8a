import type { LoginRequest } from '@academy/contracts';
import { isLocale } from '@academy/domain';

/**
 * What the signing-in device says of itself: mails follow its language until the student chooses
 * one (the screen's language is this device's, not a choice for every device), and receipts are
 * dated in its time zone.
 */
export function deviceSettings(
  screenLanguage: string | undefined,
): Pick<LoginRequest, 'deviceLocale' | 'deviceTimeZone'> {
  return {
    deviceLocale: isLocale(screenLanguage) ? screenLanguage : undefined,
    deviceTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
