import type { CourseTierName, Locale } from '@academy/contracts';
import { documentDate } from '../../common/dates/document-date.js';
import { newPdfDocument, pdfBytes } from '../../common/pdf/pdf-document.js';

export interface CertificateFacts {
  code: string;
  holderName: string;
  course: CourseTierName;
  issuedAt: Date;
  /** The zone whose calendar date at issue the certificate states. */
  timeZone: string;
  lessonsCompleted: number;
  revokedReason: string | null;
  locale: Locale;
  /** ACADEMY_LEGAL_NAME; the brand's name when it is not set. */
  academyName: string | null;
  verifyUrl: string;
}

interface CertificateTexts {
  title: string;
  presented: string;
  completed: (course: string, lessons: number) => string;
  issued: (date: string) => string;
  code: string;
  verify: string;
  revoked: (reason: string) => string;
}

const TEXTS: Record<Locale, CertificateTexts> = {
  en: {
    title: 'Certificate of completion',
    presented: 'This certifies that',
    completed: (course, lessons) =>
      `has completed the ${course} course of Trading Academy: all ${lessons} video lessons.`,
    issued: (date) => `Issued on ${date}`,
    code: 'Certificate code',
    verify: 'Check it at',
    revoked: (reason) => `REVOKED: ${reason}`,
  },
  ru: {
    title: 'Сертификат о прохождении курса',
    presented: 'Настоящим подтверждается, что',
    completed: (course, lessons) =>
      `прошёл(-ла) курс ${course} Trading Academy: все видеоуроки (${lessons}).`,
    issued: (date) => `Выдан ${date}`,
    code: 'Код сертификата',
    verify: 'Проверить подлинность:',
    revoked: (reason) => `ОТОЗВАН: ${reason}`,
  },
};

const courseName = (tier: CourseTierName) => tier.charAt(0) + tier.slice(1).toLowerCase();

/** A landscape A4 page: the academy, the holder, the course, and a QR code to the verify page. */
export async function renderCertificate(facts: CertificateFacts): Promise<Buffer> {
  const text = TEXTS[facts.locale];
  const doc = await newPdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: `${text.title} ${facts.code}`, Author: 'Trading Academy' },
  });
  const { width, height } = doc.page;
  const inner = width - 120;
  doc
    .lineWidth(3)
    .strokeColor('#1f4e79')
    .rect(30, 30, width - 60, height - 60)
    .stroke();

  doc.font('serifBold').fontSize(16).fillColor('#1f4e79');
  doc.text(facts.academyName ?? 'Trading Academy', 60, 70, { width: inner, align: 'center' });
  doc.moveDown(0.8).font('serifBold').fontSize(30).fillColor('#000000');
  doc.text(text.title, { width: inner, align: 'center' });
  doc
    .moveDown(1)
    .font('serif')
    .fontSize(14)
    .text(text.presented, { width: inner, align: 'center' });
  doc.moveDown(0.5).font('serifBold').fontSize(28).text(facts.holderName, {
    width: inner,
    align: 'center',
  });
  doc.moveDown(0.5).font('serif').fontSize(14);
  doc.text(text.completed(courseName(facts.course), facts.lessonsCompleted), {
    width: inner,
    align: 'center',
  });
  const date = documentDate(facts.issuedAt, facts.locale, facts.timeZone, 'day');
  doc.moveDown(0.5).text(text.issued(date), { width: inner, align: 'center' });
  if (facts.revokedReason !== null) {
    doc.moveDown(0.5).font('bold').fillColor('#b00020');
    doc.text(text.revoked(facts.revokedReason), { width: inner, align: 'center' });
    doc.fillColor('#000000');
  }

  const qrSize = 110;
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toBuffer(facts.verifyUrl, { type: 'png', margin: 1, width: qrSize * 3 });
  const bottom = height - 60 - qrSize - 10;
  doc.image(qr, width - 60 - qrSize - 10, bottom, { width: qrSize, height: qrSize });
  doc.font('regular').fontSize(10).fillColor('#333333');
  doc.text(`${text.code}: ${facts.code}`, 70, bottom + 40, { width: inner - qrSize - 40 });
  doc.text(`${text.verify} ${facts.verifyUrl}`, { width: inner - qrSize - 40 });
  return pdfBytes(doc);
}
