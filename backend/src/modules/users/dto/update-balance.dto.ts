import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min } from 'class-validator';
import { BALANCE_LIMITS, type BalanceUpdateRequest } from '@academy/contracts';

export const MAX_BALANCE = BALANCE_LIMITS.max;

export class UpdateBalanceDto implements BalanceUpdateRequest {
  @ApiProperty({
    example: 250.5,
    minimum: 0,
    maximum: MAX_BALANCE,
    description: 'New balance in USD, a JSON number',
  })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: 'Balance must be a number with at most two decimals' },
  )
  @Min(0, { message: 'Balance cannot be negative' })
  @Max(MAX_BALANCE, { message: 'Balance is too large' })
  balance: number;
}
