import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import {
  PAYMENT_REASON_MAX_LENGTH,
  type RefundPaymentRequest,
  type RejectPaymentRequest,
} from '@academy/contracts';
import { RequiredText } from '../../../common/http/text-field.js';

export class RejectPaymentDto implements RejectPaymentRequest {
  @ApiProperty({ minLength: 1, maxLength: PAYMENT_REASON_MAX_LENGTH, example: 'No such transfer' })
  @RequiredText('reason', PAYMENT_REASON_MAX_LENGTH)
  reason: string;
}

export class RefundPaymentDto implements RefundPaymentRequest {
  @ApiProperty({ minLength: 1, maxLength: PAYMENT_REASON_MAX_LENGTH, example: 'Asked by student' })
  @RequiredText('reason', PAYMENT_REASON_MAX_LENGTH)
  reason: string;

  @ApiPropertyOptional({
    default: true,
    description: 'False leaves the top-up or tier in place (audited)',
    example: true,
  })
  @IsOptional()
  @IsBoolean({ message: 'reverseCredit must be true or false' })
  reverseCredit?: boolean;
}
