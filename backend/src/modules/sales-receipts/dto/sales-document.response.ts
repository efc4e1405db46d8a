import { ApiProperty } from '@nestjs/swagger';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  SALES_DOCUMENT_KINDS,
  type CourseTierName,
  type PaymentKind,
  type PaymentMethod,
  type SalesDocument,
  type SalesDocumentKind,
} from '@academy/contracts';

/** A sales receipt or credit note, as the receipt.issued webhook event carries it. */
export class SalesDocumentResponse implements SalesDocument {
  @ApiProperty({ example: 'TA-2026-000123' }) number: string;
  @ApiProperty({ enum: SALES_DOCUMENT_KINDS }) kind: SalesDocumentKind;
  @ApiProperty({ format: 'uuid', example: '6f1c2b9e-8a4d-4c3e-9b7a-2d5e1f0a3c47' })
  paymentId: string;
  @ApiProperty({ example: 42 }) userId: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: "A credit note's receipt; null for a receipt",
  })
  refersTo: string | null;
  @ApiProperty({ example: 'Anna Petrova' }) buyerName: string;
  @ApiProperty({ example: 'anna@example.com' }) buyerEmail: string;
  @ApiProperty({ enum: PAYMENT_KINDS }) paymentKind: PaymentKind;
  @ApiProperty({
    example: 'GOLD',
    nullable: true,
    type: String,
    description: 'The course bought; null for a top-up',
  })
  tier: CourseTierName | null;
  @ApiProperty({ enum: PAYMENT_METHODS }) method: PaymentMethod;
  @ApiProperty({ example: 250 }) amount: number;
  @ApiProperty({ enum: ['USD'] }) currency: 'USD';
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:12:00.000Z' }) issuedAt: string;
}
