import type { Locale } from '@academy/contracts';
import { compose, type Message } from '../mail/index.js';
import { englishCount, russianCount } from './account-mails.js';

/** The link that proves the student reads this address, sent at registration and on request. */
export function verifyEmailMail(
  locale: Locale,
  name: string,
  link: string,
  hours: number,
): Message {
  switch (locale) {
    case 'en':
      return compose({
        subject: 'Confirm your Trading Academy e-mail',
        body: [
          `Hello ${name},`,
          `To confirm that this is your address, open this link within ${englishCount(hours, 'hour')}:`,
          { link },
          'If you did not create a Trading Academy account, ignore this e-mail.',
        ],
      });
    case 'ru':
      return compose({
        subject: 'Подтвердите почту в Trading Academy',
        body: [
          `Здравствуйте, ${name}!`,
          `Чтобы подтвердить, что это ваш адрес, откройте ссылку в течение ${russianCount(hours, { one: 'часа', few: 'часов', many: 'часов' })}:`,
          { link },
          'Если вы не создавали аккаунт в Trading Academy, просто не обращайте внимания на это письмо.',
        ],
      });
  }
}
