import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CERTIFICATE_STATUSES,
  type AdminCertificate,
  type CertificateStatus,
  type CertificateVerification,
  type CourseTierName,
  type OwnCertificate,
} from '@academy/contracts';

const CODE = { example: 'K7Q2-M4XZ-PL3A-WBWE-TR5N', pattern: '^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$' };
// `type` is spelled out: SWC cannot see through the imported CourseTierName alias and would
// document the course as an object.
const COURSE = {
  type: String,
  example: 'PLATINUM',
  description: "The tier's name, as users' course holds it",
};
const DATE = { format: 'date-time', example: '2026-11-20T09:12:00.000Z' } as const;
const ISSUED_ON = {
  format: 'date',
  example: '2026-11-20',
  description:
    "The calendar date of issue in the holder's device's time zone at the time (UTC when " +
    'unknown), the day the PDF states: show it as it is, not issuedAt in the reader’s time zone',
} as const;

export class CertificateVerificationResponse implements CertificateVerification {
  @ApiProperty(CODE) code: string;
  @ApiProperty({ example: 'Anna Petrova' }) holderName: string;
  @ApiProperty(COURSE) course: CourseTierName;
  @ApiProperty(DATE) issuedAt: string;
  @ApiProperty(ISSUED_ON) issuedOn: string;
  @ApiProperty({ enum: CERTIFICATE_STATUSES }) status: CertificateStatus;
  @ApiPropertyOptional({ example: 'The course payment was refunded' }) revokedReason?: string;
}

export class OwnCertificateResponse implements OwnCertificate {
  @ApiProperty(CODE) code: string;
  @ApiProperty({ example: 'Anna Petrova' }) holderName: string;
  @ApiProperty(COURSE) course: CourseTierName;
  @ApiProperty(DATE) issuedAt: string;
  @ApiProperty(ISSUED_ON) issuedOn: string;
  @ApiProperty({ example: 9 }) lessonsCompleted: number;
  @ApiProperty({ enum: CERTIFICATE_STATUSES }) status: CertificateStatus;
  @ApiProperty({ type: String, nullable: true, example: null }) revokedReason: string | null;
}

export class AdminCertificateResponse implements AdminCertificate {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty(CODE) code: string;
  @ApiProperty({ example: 42 }) userId: number;
  @ApiProperty({ example: 'Anna Petrova' }) holderName: string;
  @ApiProperty(COURSE) course: CourseTierName;
  @ApiProperty(DATE) issuedAt: string;
  @ApiProperty({ example: 9 }) lessonsCompleted: number;
  @ApiProperty({ enum: CERTIFICATE_STATUSES }) status: CertificateStatus;
  @ApiProperty({ ...DATE, type: String, nullable: true, example: null }) revokedAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) revokedReason: string | null;
}
