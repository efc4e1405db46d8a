import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';

/**
 * The DejaVu fonts ship as a runtime dependency, so the same path resolves from the sources, from
 * dist and in the Docker image; pdfkit's built-in fonts have no Cyrillic.
 */
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

export const PDF_FONTS = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
  serif: join(fontDir, 'DejaVuSerif.ttf'),
  serifBold: join(fontDir, 'DejaVuSerif-Bold.ttf'),
} as const;

export type PdfFont = keyof typeof PDF_FONTS;

// pdfkit and its font code take megabytes of every process's heap; they load with the first document.
let pdfkit: Promise<{ default: typeof PDFDocument }> | undefined;

/** A new document with the fonts registered by name and the regular one selected. */
export async function newPdfDocument(
  options: PDFKit.PDFDocumentOptions,
): Promise<PDFKit.PDFDocument> {
  const { default: Document } = await (pdfkit ??= import('pdfkit'));
  const doc = new Document({ ...options, autoFirstPage: true });
  for (const [name, path] of Object.entries(PDF_FONTS)) doc.registerFont(name, path);
  doc.font('regular');
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
