/** A file attached to a mail, decoded. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail from the outbox with its headers and parts decoded to text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
      .replace(/[^%]/g, (char) => encodeURIComponent(char));
    return decodeURIComponent(bytes);
  }
  return body;
}

/** Undoes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? '' : normalized.slice(end + 2) };
}

function partsOf(
  headers: Record<string, string>,
  body: string,
): { headers: Record<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  // A mail with attachments nests its text and HTML in a multipart/alternative part.
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((section) => {
      const part = split(section.replace(/^\n/, ''));
      return partsOf(part.headers, part.body);
    });
}

/**
 * Reads the .eml nodemailer writes: a text/plain and a text/html part (or a single one), and
 * any attachments.
 */
export function parseMail(raw: string): MailMessage {
  const { headers, body } = split(raw);
  const texts: Record<string, string> = {};
  const attachments: MailAttachment[] = [];
  for (const part of partsOf(headers, body)) {
    const type = (part.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
    const disposition = part.headers['content-disposition'] ?? '';
    if (disposition.startsWith('attachment')) {
      attachments.push({
        filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? '',
        contentType: type,
        content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
      });
      continue;
    }
    texts[type] = decodeBody(part.body.replace(/\n$/, ''), encoding);
  }
  return {
    to: decodeHeader(headers.to ?? ''),
    subject: decodeHeader(headers.subject ?? ''),
    text: texts['text/plain'] ?? '',
    html: texts['text/html'] ?? '',
    attachments,
  };
}
