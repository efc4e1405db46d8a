import { ApiProperty } from '@nestjs/swagger';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUSES,
  type CourseTierName,
  type PaymentKind,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentRecord,
  type PaymentStatus,
} from '@academy/contracts';
import { PromoPricingResponse } from './promo-pricing.response.js';

export class PaymentResponse extends PromoPricingResponse implements PaymentRecord {
  @ApiProperty({ format: 'uuid', example: '6f1c2b9e-8a4d-4c3e-9b7a-2d5e1f0a3c47' })
  id: string;

  @ApiProperty({ enum: PAYMENT_PROVIDER_NAMES })
  provider: PaymentProviderName;

  @ApiProperty({ enum: PAYMENT_METHODS })
  method: PaymentMethod;

  @ApiProperty({ enum: PAYMENT_KINDS })
  kind: PaymentKind;

  @ApiProperty({ example: 'GOLD', description: 'The tier name', nullable: true, type: String })
  tier: CourseTierName | null;

  @ApiProperty({ example: 250 })
  amount: number;

  @ApiProperty({ example: 'USD' })
  currency: 'USD';

  @ApiProperty({ enum: PAYMENT_STATUSES })
  status: PaymentStatus;

  @ApiProperty({
    nullable: true,
    type: String,
    description: "The student's own reference of a manual payment",
    example: '0x3f5c9a1e7b2d4c8e',
  })
  reference: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Why staff rejected or refunded it',
    example: null,
  })
  statusReason: string | null;

  @ApiProperty({
    description: 'Staff decided it and the student has not yet seen the notice',
    example: false,
  })
  noticePending: boolean;

  @ApiProperty({
    description: 'A crypto invoice paid on the chain and waiting for its confirmations',
    example: false,
  })
  confirming: boolean;

  @ApiProperty({
    description: 'Money arrived but not as asked (partly, late, too much): staff will decide',
    example: false,
  })
  underReview: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:30:00.000Z' })
  created_at: string;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2026-11-20T09:31:10.000Z',
  })
  paid_at: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'TA-2026-000123',
    description: 'Its sales receipt (GET /api/payments/{id}/receipt.pdf) once paid',
  })
  salesReceiptNumber: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'Its credit note (GET /api/payments/{id}/credit-note.pdf) once refunded',
  })
  creditNoteNumber: string | null;
}

export class PaymentsEnvelopeResponse {
  @ApiProperty({ example: 200 })
  status: 200;

  @ApiProperty({ type: [PaymentResponse] })
  data: PaymentResponse[];
}
