import { ApiProperty } from '@nestjs/swagger';
import { Max, Min } from 'class-validator';
import { BALANCE_LIMITS, type BalanceUpdateRequest } from '@academy/contracts';
import { IsMoney } from '../../../common/http/domain-rule.js';

export const MAX_BALANCE = BALANCE_LIMITS.max;

export class UpdateBalanceDto implements BalanceUpdateRequest {
  @ApiProperty({
    example: 250.5,
    minimum: 0,
    maximum: MAX_BALANCE,
    description: 'New balance in USD, a JSON number',
  })
  @IsMoney({ message: 'Balance must be a number with at most two decimals' })
  @Min(0, { message: 'Balance cannot be negative' })
  @Max(MAX_BALANCE, { message: 'Balance is too large' })
  balance: number;
}
