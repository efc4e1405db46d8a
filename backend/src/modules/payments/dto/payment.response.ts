import { ApiProperty } from '@nestjs/swagger';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUSES,
  TIERS,
  type CourseTierName,
  type PaymentKind,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentRecord,
  type PaymentStatus,
} from '@academy/contracts';

export class PaymentResponse implements PaymentRecord {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: PAYMENT_PROVIDER_NAMES })
  provider: PaymentProviderName;

  @ApiProperty({ enum: PAYMENT_METHODS })
  method: PaymentMethod;

  @ApiProperty({ enum: PAYMENT_KINDS })
  kind: PaymentKind;

  @ApiProperty({ enum: TIERS.map((tier) => tier.name), nullable: true, type: String })
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
  })
  reference: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'Why staff rejected or refunded it' })
  statusReason: string | null;

  @ApiProperty({ description: 'Staff decided it and the student has not yet seen the notice' })
  noticePending: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  paid_at: string | null;
}

export class PaymentsEnvelopeResponse {
  @ApiProperty({ example: 200 })
  status: 200;

  @ApiProperty({ type: [PaymentResponse] })
  data: PaymentResponse[];
}
