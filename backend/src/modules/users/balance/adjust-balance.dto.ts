import { ApiProperty } from '@nestjs/swagger';
import { Max, Min, NotEquals } from 'class-validator';
import { type BalanceAdjustmentRequest } from '@academy/contracts';
import { IsMoney } from '../../../common/http/domain-rule.js';
import { BalanceChangeReason } from './balance-change-reason.js';
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

  @BalanceChangeReason()
  reason?: string;
}
