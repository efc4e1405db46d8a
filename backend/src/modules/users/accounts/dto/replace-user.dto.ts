import {
  FIELD_ERROR_CODES,
  LOCALES,
  type AccountUpdateRequest,
  type User,
} from '@academy/contracts';
import { KeptFieldProperty } from '../../../../common/http/kept-field-property.js';
import type { KeptField } from '../../../../common/http/kept-fields.js';
import { UpdateAccountDto } from './update-account.dto.js';

const readOnly = (field: string): KeptField => ({
  code: FIELD_ERROR_CODES.READ_ONLY,
  message: `${field} is read-only: send it as it was read`,
});

const ownCall = (field: string, call: string): KeptField => ({
  code: FIELD_ERROR_CODES.OWN_CALL,
  message: `${field} is not changed here: use ${call}`,
});

/**
 * The user fields PUT /api/admin/users/:id does not set: each is ignored when sent as stored and
 * refused when changed. Money and access move only through their own audited calls.
 */
export function userKeptFields(
  id: number,
): Record<Exclude<keyof User, keyof AccountUpdateRequest>, KeptField> {
  return {
    id: readOnly('id'),
    user_id: readOnly('user_id'),
    created_at: readOnly('created_at'),
    last_activity: readOnly('last_activity'),
    locale: readOnly('locale'),
    pending_email: readOnly('pending_email'),
    emailVerified: ownCall('emailVerified', `POST /api/admin/users/${id}/verify-email`),
    balance: ownCall('balance', `POST /api/admin/users/${id}/balance-adjustments`),
    course: ownCall('course', `PUT /api/user/${id}/course`),
    overdraft: ownCall('overdraft', `POST /api/user/overdraft/${id}`),
    overdraft_expires_at: ownCall('overdraft_expires_at', `POST /api/user/overdraft/${id}`),
  };
}

const keptField = (description: string, type: 'string' | 'number' | 'boolean') =>
  KeptFieldProperty({ type, nullable: true, description });

/**
 * The whole user record, as ra-data-simple-rest sends it back: the account fields are changed,
 * every other field of the record is compared with the stored user (see userKeptFields).
 */
export class ReplaceUserDto extends UpdateAccountDto {
  @keptField('Read-only', 'number')
  id?: unknown;

  @keptField('Read-only', 'number')
  user_id?: unknown;

  @keptField('Read-only (date-time)', 'string')
  created_at?: unknown;

  @keptField('Read-only (date-time)', 'string')
  last_activity?: unknown;

  @KeptFieldProperty({ enum: LOCALES, description: "Read-only: the student's own choice" })
  locale?: unknown;

  @keptField('Read-only: the address waiting for its confirmation', 'string')
  pending_email?: unknown;

  @keptField('Unchanged only: POST /api/admin/users/:id/verify-email confirms it', 'boolean')
  emailVerified?: unknown;

  @keptField('Unchanged only: POST /api/admin/users/:id/balance-adjustments changes it', 'number')
  balance?: unknown;

  @keptField('Unchanged only: PUT /api/user/:id/course changes it', 'string')
  course?: unknown;

  @keptField('Unchanged only: POST /api/user/overdraft/:id starts a trial', 'boolean')
  overdraft?: unknown;

  @keptField('Unchanged only (date-time)', 'string')
  overdraft_expires_at?: unknown;
}
