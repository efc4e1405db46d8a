import { ApiProperty } from '@nestjs/swagger';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUSES,
  RECEIPT_MEDIA_TYPES,
  TIERS,
  type AdminPayment,
  type CourseTierName,
  type PaymentKind,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentStatus,
  type ReceiptMediaType,
} from '@academy/contracts';

const nullableText = { type: String, nullable: true } as const;
const nullableDate = { type: String, format: 'date-time', nullable: true } as const;

export class AdminPaymentResponse implements AdminPayment {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() userId: number;
  @ApiProperty(nullableText) userEmail: string | null;
  @ApiProperty(nullableText) userName: string | null;
  @ApiProperty() userDeleted: boolean;
  @ApiProperty({ enum: PAYMENT_PROVIDER_NAMES }) provider: PaymentProviderName;
  @ApiProperty({ enum: PAYMENT_METHODS }) method: PaymentMethod;
  @ApiProperty({ enum: PAYMENT_KINDS }) kind: PaymentKind;
  @ApiProperty({ enum: TIERS.map((tier) => tier.name), ...nullableText })
  tier: CourseTierName | null;
  @ApiProperty({ example: 250 }) amount: number;
  @ApiProperty({ example: 'USD' }) currency: 'USD';
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  @ApiProperty(nullableText) reference: string | null;
  @ApiProperty(nullableText) coin: string | null;
  @ApiProperty(nullableText) providerReference: string | null;
  @ApiProperty() hasReceipt: boolean;
  @ApiProperty({ enum: RECEIPT_MEDIA_TYPES, ...nullableText }) receiptType: ReceiptMediaType | null;
  @ApiProperty(nullableText) statusReason: string | null;
  @ApiProperty(nullableText) reviewReason: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) creditReversed: boolean | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty(nullableDate) paidAt: string | null;
  @ApiProperty(nullableDate) refundedAt: string | null;
}
