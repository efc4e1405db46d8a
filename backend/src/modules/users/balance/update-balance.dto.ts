import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Max, Min } from 'class-validator';
import { BALANCE_LIMITS, type BalanceUpdateRequest } from '@academy/contracts';
import { IsMoney } from '../../../common/http/domain-rule.js';
import { BalanceChangeReason } from './balance-change-reason.js';

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

  @ApiPropertyOptional({
    example: 200,
    description:
      'The balance this change was decided on; when the balance has moved since, the answer is 409 and nothing changes. Required from API keys (400 EXPECTED_BALANCE_REQUIRED without it).',
  })
  @IsOptional()
  @IsMoney({ message: 'Expected balance must be a number with at most two decimals' })
  expectedBalance?: number;

  @BalanceChangeReason()
  reason?: string;
}
