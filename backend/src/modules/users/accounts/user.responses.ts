import { ApiProperty } from '@nestjs/swagger';
import {
  LEDGER_REASONS,
  LOCALES,
  type LedgerEntry,
  type LedgerReason,
  type BulkBalancePreview,
  type User,
  type UserEnvelope,
  type UsersEnvelope,
} from '@academy/contracts';
import { LIST_COUNT_CAP } from '../../../common/http/list-page.js';

export class UserResponse implements User {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: 42, description: 'The same value as id' })
  user_id: number;

  @ApiProperty({ example: 'Anna', description: 'First name' })
  username: string;

  @ApiProperty({ example: 'Petrova', description: 'Last name' })
  lastname: string;

  @ApiProperty({ example: 'anna@example.com' })
  email: string;

  @ApiProperty({ example: '+7 912 345 67 89', description: 'Phone in international format' })
  contact: string;

  @ApiProperty({ example: 250.5, description: 'USD' })
  balance: number;

  @ApiProperty({ example: 'GOLD', description: 'NONE, SILVER, GOLD, PLATINUM or a custom name' })
  course: string;

  @ApiProperty({ example: false, description: 'Whether the trial overdraft has been activated' })
  overdraft: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  overdraft_expires_at: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  avatar: string | null;

  @ApiProperty({ format: 'date-time', example: '2026-09-01T08:00:00.000Z' })
  created_at: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-23T10:15:30.000Z',
  })
  last_activity: string | null;

  @ApiProperty({
    enum: LOCALES,
    nullable: true,
    example: 'ru',
    description:
      'The language the student chose for the apps and mails; null until chosen (the apps follow the device)',
  })
  locale: (typeof LOCALES)[number] | null;

  @ApiProperty({
    example: true,
    description: 'The student opened the link mailed to the e-mail, or staff confirmed it',
  })
  emailVerified: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A new e-mail waiting for its confirmation link to be opened',
    example: null,
  })
  pending_email: string | null;
}

export class UserEnvelopeResponse implements UserEnvelope {
  @ApiProperty({ example: 200, enum: [200] })
  status: 200;

  @ApiProperty({ type: UserResponse })
  data: UserResponse;
}

export class UsersEnvelopeResponse implements UsersEnvelope {
  @ApiProperty({ example: 200, enum: [200] })
  status: 200;

  @ApiProperty({ type: [UserResponse] })
  data: UserResponse[];

  @ApiProperty({
    example: 1234,
    description: `Users matching, over all pages. Exact without a filter and when a filter matches at most ${LIST_COUNT_CAP.toLocaleString('en-US')} users; beyond that the count stops, and this is a lower bound: more users match (GET /api/admin/users says which with X-Total-Exact).`,
  })
  total: number;
}

export class BulkBalancePreviewResponse implements BulkBalancePreview {
  @ApiProperty({ example: 120, description: 'Users the change would touch' })
  count: number;

  @ApiProperty({ example: 6000, description: "The sum of every user's change, in USD" })
  totalChange: number;
}

/** One balance change: GET /api/admin/users/:id/ledger and GET /api/admin/payments/:id/ledger. */
export class LedgerEntryResponse implements LedgerEntry {
  @ApiProperty({ description: 'bigint as text', example: '1087' }) id: string;
  @ApiProperty({ example: 42 }) userId: number;
  @ApiProperty({ description: 'Signed change in USD', example: 50 }) amount: number;
  @ApiProperty({ example: 300.5 }) balanceAfter: number;
  @ApiProperty({ enum: LEDGER_REASONS }) reason: LedgerReason;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'What staff wrote as the reason; null when none was given',
    example: 'Goodwill credit',
  })
  note: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Staff username; null for the system',
    example: 'support.maria',
  })
  actor: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null }) paymentId:
    string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:31:10.000Z' }) createdAt: string;
}
