import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import {
  BULK_BALANCE_IDS_LIMIT,
  BULK_BALANCE_LIMIT,
  BULK_BALANCE_MODES,
  USER_ACTIVITY_FILTERS,
  type BulkBalanceMode,
  type UserActivityFilter,
} from '@academy/contracts';
import { IsMoney } from '../../../common/http/domain-rule.js';
import { MAX_INTEGER_ID } from '../../../common/http/id.pipe.js';
import { BalanceChangeReason } from '../balance/balance-change-reason.js';
import { MAX_BALANCE } from '../balance/update-balance.dto.js';

export const BULK_LIMIT_MESSAGE = `At most ${BULK_BALANCE_LIMIT.toLocaleString('en-US')} users can be changed at once`;
const IDS_LIMIT_MESSAGE = `At most ${BULK_BALANCE_IDS_LIMIT.toLocaleString('en-US')} ids can be listed: send a filter instead`;
const ONE_TARGET_MESSAGE = 'Send either ids or filter';

/** Room for the longest list of ids (ten digits each) and the rest of the request. */
export const BULK_BALANCE_BODY_LIMIT_BYTES = 256 * 1024;

/** 'set' takes a balance (0 up to the maximum); 'add' a change that may be negative. */
function amountProblem(amount: number, mode: unknown): string | null {
  if (mode === 'set' && amount < 0) return 'Amount cannot be negative when setting balances';
  if (Math.abs(amount) > MAX_BALANCE) return 'Amount is too large';
  return null;
}

function AmountFitsMode() {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'amountFitsMode',
      target: target.constructor,
      propertyName,
      options: {
        message: (args: ValidationArguments) =>
          amountProblem(args.value as number, (args.object as BulkBalanceDto).mode) ?? '',
      },
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          typeof value !== 'number' ||
          amountProblem(value, (args.object as BulkBalanceDto).mode) === null,
      },
    });
  };
}

/** Refuses the property when `other` is present too: a request names one target. */
function AbsentWith(other: string, message: string) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'absentWith',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: {
        validate: (_: unknown, args: ValidationArguments) =>
          (args.object as Record<string, unknown>)[other] === undefined,
      },
    });
  };
}

/** The same filter as GET /api/admin/users' `filter` (see UserFilter). */
export class BulkFilterDto {
  @ApiPropertyOptional({
    example: 'gmail.com',
    description: 'The same search as GET /api/admin/users?filter={"q":…}',
  })
  @IsOptional()
  @IsString({ message: 'filter.q must be text' })
  @MaxLength(254, { message: 'filter.q must be at most 254 characters long' })
  q?: string;

  // The other conditions are read and refused (400) by userSearch, as for the list.
  @ApiPropertyOptional({ example: 'GOLD', description: 'As filter.course of the list' })
  @Allow()
  course?: string;

  @ApiPropertyOptional({ example: 100 })
  @Allow()
  balanceMin?: number;

  @ApiPropertyOptional({ example: 500 })
  @Allow()
  balanceMax?: number;

  @ApiPropertyOptional({ description: 'true: the trial is running', example: true })
  @Allow()
  overdraft?: boolean;

  @ApiPropertyOptional({ example: '2026-01-01' })
  @Allow()
  createdFrom?: string;

  @ApiPropertyOptional({ example: '2026-01-31' })
  @Allow()
  createdTo?: string;

  @ApiPropertyOptional({ enum: USER_ACTIVITY_FILTERS })
  @Allow()
  activity?: UserActivityFilter;
}

/** The contract's BulkBalanceRequest (a union, which a class cannot implement): { ids } or { filter }. */
export class BulkBalanceDto {
  @ApiPropertyOptional({
    type: [Number],
    example: [12, 17, 40],
    maxItems: BULK_BALANCE_IDS_LIMIT,
    description: 'The users to change (or send filter instead)',
  })
  @ValidateIf((body: BulkBalanceDto) => body.ids !== undefined || body.filter === undefined)
  @IsArray({
    message: ({ value }: ValidationArguments) =>
      value === undefined ? ONE_TARGET_MESSAGE : 'ids must be a list of user ids',
  })
  @ArrayMinSize(1, { message: 'ids must list at least one user' })
  @ArrayMaxSize(BULK_BALANCE_IDS_LIMIT, { message: IDS_LIMIT_MESSAGE })
  @IsInt({ each: true, message: 'ids must be user ids' })
  @Min(1, { each: true, message: 'ids must be user ids' })
  @Max(MAX_INTEGER_ID, { each: true, message: 'ids must be user ids' })
  ids?: number[];

  @ApiPropertyOptional({
    type: BulkFilterDto,
    description: 'Every user this search matches (or send ids instead)',
  })
  @ValidateIf((body: BulkBalanceDto) => body.filter !== undefined)
  @AbsentWith('ids', ONE_TARGET_MESSAGE)
  @IsObject({ message: 'filter must be an object' })
  @ValidateNested({ message: 'filter must be an object' })
  @Type(() => BulkFilterDto)
  filter?: BulkFilterDto;

  @ApiProperty({ enum: BULK_BALANCE_MODES, description: 'set: the new balance; add: a change' })
  @IsIn(BULK_BALANCE_MODES, { message: `mode must be one of ${BULK_BALANCE_MODES.join(', ')}` })
  mode: BulkBalanceMode;

  @ApiProperty({
    example: 50,
    minimum: -MAX_BALANCE,
    maximum: MAX_BALANCE,
    description: "USD, at most two decimals; 'set' takes 0 or more, 'add' may be negative",
  })
  @IsMoney({ message: 'Amount must be a number with at most two decimals' })
  @AmountFitsMode()
  amount: number;

  @BalanceChangeReason()
  reason?: string;
}
