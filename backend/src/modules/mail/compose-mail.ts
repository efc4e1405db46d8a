import type { Mail } from './mail.service.js';

/** A mail without its recipient: what a template produces. */
export type Message = Omit<Mail, 'to'>;

export interface Paragraphs {
  subject: string;
  /** Plain paragraphs; a link is a paragraph of its own, written as `{ link }`. */
  body: (string | { link: string })[];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One mail in plain text and HTML from the same paragraphs. */
export function compose({ subject, body }: Paragraphs): Message {
  const text = body.map((part) => (typeof part === 'string' ? part : part.link)).join('\n\n');
  const html = body
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part)}</p>`
        : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a></p>`,
    )
    .join('');
  return { subject, text: `${text}\n`, html };
}
