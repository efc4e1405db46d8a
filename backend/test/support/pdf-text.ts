import { PDFParse } from 'pdf-parse';
import type { Response } from 'supertest';

/** The text of a PDF, as a reader would copy it out. */
export async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** supertest's parser for a binary body: the bytes as a Buffer in `response.body`. */
export function binary(
  response: Response,
  callback: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}
