import { applyDecorators, Get, Put, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import type { StaffPermission } from '@academy/contracts';
import { StaffAuth } from '../auth/auth.decorators.js';
import { ApiRefusal } from './error-response.js';

/** One settings document of the back office, read and replaced as a whole on one path. */
export interface StaffSettingsDocument {
  /** Where it is served: `referral-settings`. */
  path: string;
  /** The body of both routes: what GET answers and PUT takes and answers. */
  settings: Type<unknown>;
  /** The permission that reads it. */
  read: StaffPermission;
  /** The permission that changes it. */
  write: StaffPermission;
}

/**
 * The two routes of a settings document, each the method, the permission, the operation and the
 * settings as the answer: `Get(operation)`, and `Put(operation, invalid?)`, which also documents
 * the 400 of a body the settings refuse.
 */
export function staffSettings({ path, settings, read, write }: StaffSettingsDocument) {
  const answer = ApiOkResponse({ type: settings });
  return {
    Get: (operation: ApiOperationOptions) =>
      applyDecorators(Get(path), StaffAuth(read), ApiOperation(operation), answer),
    Put: (operation: ApiOperationOptions, invalid?: string) =>
      applyDecorators(
        Put(path),
        StaffAuth(write),
        ApiOperation(operation),
        answer,
        ApiRefusal(400, invalid),
      ),
  };
}
