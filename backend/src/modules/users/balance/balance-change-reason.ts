import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BALANCE_ADJUSTMENT_REASON_MAX_LENGTH } from '@academy/contracts';

/** Staff's optional reason for a balance change, kept on the ledger row and in the audit log. */
export const BalanceChangeReason = () =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: BALANCE_ADJUSTMENT_REASON_MAX_LENGTH,
      example: 'Goodwill credit',
      description: 'Why, kept with the ledger row and in the audit log',
    }),
    IsOptional(),
    IsString({ message: 'Reason must be text' }),
    MaxLength(BALANCE_ADJUSTMENT_REASON_MAX_LENGTH, {
      message: `Reason must be at most ${BALANCE_ADJUSTMENT_REASON_MAX_LENGTH} characters`,
    }),
  );
