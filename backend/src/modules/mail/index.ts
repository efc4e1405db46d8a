/** Outgoing mail: modules compose their messages and hand them to the mail service. */
export { MailModule } from './mail.module.js';
export { MailService, type Mail, type MailAttachment } from './mail.service.js';
export { compose, type Message, type Paragraphs } from './compose-mail.js';
