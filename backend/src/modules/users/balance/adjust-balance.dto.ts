import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Max, MaxLength, Min, NotEquals } from 'class-validator';
import {
  BALANCE_ADJUSTMENT_REASON_MAX_LENGTH,
  type BalanceAdjustmentRequest,
} from '@academy/contracts';
import { IsMoney } from '../../../common/http/domain-rule.js';
import { MAX_BALANCE } from './update-balance.dto.js';

export class AdjustBalanceDto implements BalanceAdjustmentRequest {
  @ApiProperty({
    example: -25.5,
    minimum: -MAX_BALANCE,
    maximum: MAX_BALANCE,
    description: 'USD to add to the balance as it is at that moment; negative to subtract',
  })
  @IsMoney({ message: 'Amount must be a number with at most two decimals' })
  @Min(-MAX_BALANCE, { message: 'Amount is too large' })
  @Max(MAX_BALANCE, { message: 'Amount is too large' })
  @NotEquals(0, { message: 'Amount must not be zero' })
  amount: number;

  @ApiPropertyOptional({
    maxLength: BALANCE_ADJUSTMENT_REASON_MAX_LENGTH,
    example: 'Goodwill credit',
    description: 'Why, kept in the audit log',
  })
  @IsOptional()
  @IsString({ message: 'Reason must be text' })
  @MaxLength(BALANCE_ADJUSTMENT_REASON_MAX_LENGTH, {
    message: `Reason must be at most ${BALANCE_ADJUSTMENT_REASON_MAX_LENGTH} characters`,
  })
  reason?: string;
}
