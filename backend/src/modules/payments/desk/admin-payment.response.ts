import { ApiProperty } from '@nestjs/swagger';
import {
  BTCPAY_ADDITIONAL_STATUSES,
  BTCPAY_INVOICE_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUSES,
  RECEIPT_MEDIA_TYPES,
  CONFLICTING_CLAIMS_SHOWN,
  type AdminPayment,
  type BtcpayAdditionalStatus,
  type BtcpayInvoiceStatus,
  type CryptoInvoiceDetails,
  type CryptoInvoiceMethod,
  type ConflictingClaim,
  type CourseTierName,
  type PaymentKind,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentStatus,
  type ReceiptMediaType,
} from '@academy/contracts';
import { PromoPricingResponse } from '../dto/promo-pricing.response.js';

const nullableText = { type: String, nullable: true } as const;
const nullableDate = { type: String, format: 'date-time', nullable: true } as const;

export class ConflictingClaimResponse implements ConflictingClaim {
  @ApiProperty({ format: 'uuid', example: '0b9d6a3e-52c1-4f7a-8e2d-6c4b1a9f3e80' }) id: string;
  @ApiProperty({ example: 57 }) userId: number;
  @ApiProperty({ ...nullableText, example: 'boris@example.com' }) userEmail: string | null;
  @ApiProperty({ ...nullableText, example: 'Boris Ivanov' }) userName: string | null;
  @ApiProperty({ example: false }) userDeleted: boolean;
  @ApiProperty({ example: 250 }) amount: number;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  @ApiProperty({ ...nullableText, example: 'eth' }) coin: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:12:00.000Z' }) createdAt: string;
}

export class CryptoInvoiceMethodResponse implements CryptoInvoiceMethod {
  @ApiProperty({ example: 'BTC-CHAIN' }) paymentMethodId: string;
  @ApiProperty({ example: 'BTC' }) currency: string;
  @ApiProperty({ example: '0.00384615', description: "The invoice's amount in this coin" })
  amount: string;
  @ApiProperty({ example: '65000.00', description: 'USD per coin, locked for the invoice' })
  rate: string;
  @ApiProperty({ example: '0.00384615', description: 'What arrived in this coin' }) paid: string;
  @ApiProperty({
    type: [String],
    example: ['9f2c4e1b7a3d5f60c8e2b1a4d7f3c6e9b0a5d8f2e1c4b7a3d6f9e2c5b8a1d4f7-0'],
    description: "BTCPay's ids of the payments received: the transaction and its output",
  })
  transactionIds: string[];
}

export class CryptoInvoiceDetailsResponse implements CryptoInvoiceDetails {
  @ApiProperty({ example: '7Yq2bV8dN3pXkR1mT6sLcE' }) invoiceId: string;
  @ApiProperty({ enum: BTCPAY_INVOICE_STATUSES }) status: BtcpayInvoiceStatus;
  @ApiProperty({ enum: BTCPAY_ADDITIONAL_STATUSES }) additionalStatus: BtcpayAdditionalStatus;
  @ApiProperty({ type: [CryptoInvoiceMethodResponse] }) methods: CryptoInvoiceMethodResponse[];
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:31:10.000Z' }) checkedAt: string;
}

export class AdminPaymentResponse extends PromoPricingResponse implements AdminPayment {
  @ApiProperty({ format: 'uuid', example: '6f1c2b9e-8a4d-4c3e-9b7a-2d5e1f0a3c47' }) id: string;
  @ApiProperty({ example: 42 }) userId: number;
  @ApiProperty({ ...nullableText, example: 'anna@example.com' }) userEmail: string | null;
  @ApiProperty({ ...nullableText, example: 'Anna Petrova' }) userName: string | null;
  @ApiProperty({ example: false }) userDeleted: boolean;
  @ApiProperty({ enum: PAYMENT_PROVIDER_NAMES }) provider: PaymentProviderName;
  @ApiProperty({ enum: PAYMENT_METHODS }) method: PaymentMethod;
  @ApiProperty({ enum: PAYMENT_KINDS }) kind: PaymentKind;
  @ApiProperty({ example: 'GOLD', description: 'The tier name', ...nullableText })
  tier: CourseTierName | null;
  @ApiProperty({ example: 250 }) amount: number;
  @ApiProperty({ example: 'USD' }) currency: 'USD';
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  @ApiProperty({ ...nullableText, example: 'TA-42-7QX9' }) reference: string | null;
  @ApiProperty({ ...nullableText, example: null }) coin: string | null;
  @ApiProperty({ ...nullableText, example: 'cs_test_a1b2' }) providerReference: string | null;
  @ApiProperty({ example: false }) hasReceipt: boolean;
  @ApiProperty({ enum: RECEIPT_MEDIA_TYPES, ...nullableText }) receiptType: ReceiptMediaType | null;
  @ApiProperty({ ...nullableText, example: null }) statusReason: string | null;
  @ApiProperty({ ...nullableText, example: null }) reviewReason: string | null;
  @ApiProperty({
    example: false,
    description: 'Pending with a review reason: staff confirm it, or refund or reject it',
  })
  needsStaff: boolean;
  @ApiProperty({
    type: CryptoInvoiceDetailsResponse,
    nullable: true,
    description: "A BTCPay payment's invoice as BTCPay last reported it",
  })
  cryptoInvoice: CryptoInvoiceDetailsResponse | null;
  @ApiProperty({
    ...nullableText,
    example: null,
    description: "BTCPay's refund page, where the student claims the coins (mailed to them)",
  })
  refundLink: string | null;
  @ApiProperty({ type: Boolean, nullable: true, example: null }) creditReversed: boolean | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:30:00.000Z' }) createdAt: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:31:10.000Z' }) updatedAt: string;
  @ApiProperty({ ...nullableDate, example: '2026-11-20T09:31:10.000Z' }) paidAt: string | null;
  @ApiProperty({ ...nullableDate, example: null }) refundedAt: string | null;
  @ApiProperty({
    ...nullableText,
    example: 'TA-2026-000123',
    description: 'Its sales receipt (GET /api/payments/{id}/receipt.pdf) once paid',
  })
  salesReceiptNumber: string | null;
  @ApiProperty({
    ...nullableText,
    example: null,
    description: 'Its credit note (GET /api/payments/{id}/credit-note.pdf) once refunded',
  })
  creditNoteNumber: string | null;
  @ApiProperty({
    type: [ConflictingClaimResponse],
    description: `Other students' manual payments of this method whose reference reads the same (trimmed, any letter case, a crypto hash with or without 0x), oldest first, at most ${CONFLICTING_CLAIMS_SHOWN}; empty when the reference is this payment's alone`,
  })
  conflictingClaims: ConflictingClaimResponse[];
  @ApiProperty({ example: 0, description: 'How many such claims there are in all' })
  conflictingClaimCount: number;
}
