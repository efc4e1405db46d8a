import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiSecurity,
} from '@nestjs/swagger';
import { EXPORT_LINK_SECONDS, type StaffPermission } from '@academy/contracts';
import { Public, StaffAuth } from '../../common/auth/auth.decorators.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { ExportLinkResponse } from './dto/export-link.dto.js';

/**
 * The OpenAPI security scheme of the signed links: no header, the link's own query (`filter`,
 * `staff`, `v`, `exp`) signed by `sig`.
 */
export const SIGNED_LINK_SECURITY_SCHEME = 'signedLink';

/** POST export-links of an export: who may ask, and the document of the answer. */
export function ExportLinkOperation(
  what: string,
  permission: StaffPermission,
  filterNote?: string,
) {
  const description = `For the back office's browser, which saves the download straight to disk. The link works for ${EXPORT_LINK_SECONDS} seconds, for the staff member who asked (an API key calls GET export.csv itself), and is audited when followed, as GET export.csv is.`;
  return applyDecorators(
    StaffAuth(permission),
    ApiOperation({
      summary: `A short-lived link that downloads the ${what} export without the Authorization header`,
      description: filterNote ? `${description} ${filterNote}` : description,
    }),
    ApiCreatedResponse({ type: ExportLinkResponse }),
    ApiBadRequestResponse({ type: ErrorResponse, description: 'The filter is not valid' }),
  );
}

/**
 * GET signed-export.csv of an export: no token, since the signature is the authorization, which
 * the document names as the signed-link scheme; `file` names the attachment, `mayRead` what the
 * staff member's role must still allow.
 */
export function SignedExportOperation(file: string, mayRead: string) {
  return applyDecorators(
    Public(),
    ApiSecurity(SIGNED_LINK_SECURITY_SCHEME),
    ApiOperation({
      summary: 'Follows a link from POST export-links: the same CSV as GET export.csv',
      description: `No header needed: the signature is the authorization. The staff member who asked for the link must still exist, be enabled, have the same credentials and a role that may read ${mayRead}.`,
    }),
    ApiProduces('text/csv'),
    ApiOkResponse({
      schema: { type: 'string' },
      description: `text/csv; charset=utf-8, as the attachment ${file}-YYYY-MM-DD.csv`,
    }),
    ApiForbiddenResponse({
      type: ErrorResponse,
      description: 'Not a link we signed, or its staff member may no longer export',
    }),
    ApiGoneResponse({ type: ErrorResponse, description: 'The link has expired' }),
  );
}
