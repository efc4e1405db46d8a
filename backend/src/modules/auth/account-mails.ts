import type { Locale } from '@academy/contracts';
import { mailLocale } from '@academy/domain';
import type { Mail, Message } from '../mail/index.js';
import type { UserEntity } from '../users/user.entity.js';
import { accountMail, within } from './account-mail.js';

/** A mail carrying a single-use link that works for `validFor` minutes, hours or days, as it says. */
export type LinkMail = (locale: Locale, name: string, link: string, validFor: number) => Message;

/** A link mail to the student, by name, in the language of their account or else their device. */
export function linkMailTo(
  user: Pick<UserEntity, 'email' | 'username' | 'locale' | 'deviceLocale'>,
  linkMail: LinkMail,
  link: string,
  validFor: number,
): Mail {
  const locale = mailLocale(user.locale, user.deviceLocale);
  return { to: user.email, ...linkMail(locale, user.username, link, validFor) };
}

export const passwordResetMail: LinkMail = (locale, name, link, minutes) =>
  accountMail(locale, name, {
    en: {
      subject: 'Reset your Trading Academy password',
      body: [
        `To choose a new password, open this link within ${within('en', minutes, 'minute')}:`,
        { link },
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
    },
    ru: {
      subject: 'Сброс пароля в Trading Academy',
      body: [
        `Чтобы задать новый пароль, откройте эту ссылку в течение ${within('ru', minutes, 'minute')}:`,
        { link },
        'Если вы не запрашивали сброс, просто не обращайте внимания на это письмо — пароль останется прежним.',
      ],
    },
  });

export function passwordChangedMail(locale: Locale, name: string, signInLink: string): Message {
  return accountMail(locale, name, {
    en: {
      subject: 'Your Trading Academy password was changed',
      body: [
        'The password of your Trading Academy account has just been changed, and every other device was signed out.',
        'If it was not you, reset your password at once from the sign-in page:',
        { link: signInLink },
      ],
    },
    ru: {
      subject: 'Пароль в Trading Academy изменён',
      body: [
        'Пароль от вашего аккаунта в Trading Academy только что изменили, а на всех остальных устройствах выполнен выход.',
        'Если это были не вы, сразу сбросьте пароль на странице входа:',
        { link: signInLink },
      ],
    },
  });
}

export const confirmEmailMail: LinkMail = (locale, name, link, hours) =>
  accountMail(locale, name, {
    en: {
      subject: 'Confirm your new Trading Academy e-mail',
      body: [
        `To make this address the e-mail of your Trading Academy account, open this link within ${within('en', hours, 'hour')}:`,
        { link },
        'Until then you keep signing in with your current e-mail. If you did not ask for this, ignore this e-mail.',
      ],
    },
    ru: {
      subject: 'Подтвердите новый адрес почты в Trading Academy',
      body: [
        `Чтобы этот адрес стал почтой вашего аккаунта в Trading Academy, откройте ссылку в течение ${within('ru', hours, 'hour')}:`,
        { link },
        'До этого вы входите с прежним адресом. Если вы ничего не меняли, просто не обращайте внимания на это письмо.',
      ],
    },
  });

/** To the current address when a new one is requested: the link undoes the change. */
export function emailChangeNoticeMail(
  locale: Locale,
  name: string,
  newEmail: string,
  restoreLink: string,
  days: number,
): Message {
  return accountMail(locale, name, {
    en: {
      subject: 'A new e-mail was requested for your Trading Academy account',
      body: [
        `Someone signed in to your account asked to change its e-mail to ${newEmail}. It changes only once the link sent to that address is opened.`,
        `If it was not you, open this link within ${within('en', days, 'day')}: it gives your account this address back, signs out every device and sends you a link to choose a new password.`,
        { link: restoreLink },
      ],
    },
    ru: {
      subject: 'Запрошена смена почты аккаунта Trading Academy',
      body: [
        `Из вашего аккаунта запросили смену почты на ${newEmail}. Адрес сменится, только когда откроют ссылку из письма, отправленного на него.`,
        `Если это были не вы, откройте эту ссылку в течение ${within('ru', days, 'day')}: аккаунту вернётся этот адрес, на всех устройствах будет выполнен выход, а вам придёт ссылка для нового пароля.`,
        { link: restoreLink },
      ],
    },
  });
}

export const signInUnlockMail: LinkMail = (locale, name, link, hours) =>
  accountMail(locale, name, {
    en: {
      subject: 'Your Trading Academy sign-in is locked',
      body: [
        'There were too many failed attempts to sign in to your Trading Academy account today, so we locked its sign-in. Your password was not changed, and devices already signed in stay signed in.',
        `To unlock it, open this link within ${within('en', hours, 'hour')}:`,
        { link },
        'If the failed attempts were not yours, someone may be guessing your password: choose a new one in the account settings or with "Forgot password?" on the sign-in page, which also unlocks the account.',
      ],
    },
    ru: {
      subject: 'Вход в Trading Academy заблокирован',
      body: [
        'Сегодня было слишком много неудачных попыток войти в ваш аккаунт Trading Academy, поэтому мы заблокировали вход. Пароль не изменён, а на устройствах, где вы уже вошли, вход сохраняется.',
        `Чтобы снять блокировку, откройте эту ссылку в течение ${within('ru', hours, 'hour')}:`,
        { link },
        'Если это были не вы, возможно, кто-то подбирает ваш пароль: задайте новый в настройках аккаунта или через «Забыли пароль?» на странице входа — это тоже снимет блокировку.',
      ],
    },
  });

/** The link that proves the student reads this address, sent at registration and on request. */
export const verifyEmailMail: LinkMail = (locale, name, link, hours) =>
  accountMail(locale, name, {
    en: {
      subject: 'Confirm your Trading Academy e-mail',
      body: [
        `To confirm that this is your address, open this link within ${within('en', hours, 'hour')}:`,
        { link },
        'If you did not create a Trading Academy account, ignore this e-mail.',
      ],
    },
    ru: {
      subject: 'Подтвердите почту в Trading Academy',
      body: [
        `Чтобы подтвердить, что это ваш адрес, откройте ссылку в течение ${within('ru', hours, 'hour')}:`,
        { link },
        'Если вы не создавали аккаунт в Trading Academy, просто не обращайте внимания на это письмо.',
      ],
    },
  });
