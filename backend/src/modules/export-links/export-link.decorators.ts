import { applyDecorators, Header } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiSecurity,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import { EXPORT_LINK_SECONDS, type StaffPermission } from '@academy/contracts';
import { Public, StaffAuth } from '../../common/auth/auth.decorators.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { ExportLinkResponse } from './dto/export-link.dto.js';

/**
 * The OpenAPI security scheme of the signed links: no header, the link's own query (`filter`,
 * `staff`, `v`, `exp`) signed by `sig`.
 */
export const SIGNED_LINK_SECURITY_SCHEME = 'signedLink';

/** The streamed CSV an export answers, as the document describes the attachment. */
function csvAnswer(description: string) {
  return applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({ schema: { type: 'string' }, description }),
  );
}

const attachment = (file: string) =>
  `text/csv; charset=utf-8, as the attachment ${file}-YYYY-MM-DD.csv`;

/**
 * GET export.csv of an export: who may download it, and the streamed CSV it answers (`answer`
 * says so in the document, by default naming the attachment `file`-YYYY-MM-DD.csv); `invalid` is
 * what its 400 says of a filter.
 */
export function CsvExportOperation(
  permission: StaffPermission,
  operation: ApiOperationOptions,
  {
    file,
    answer = attachment(file),
    invalid = 'The filter is not valid',
  }: {
    file: string;
    answer?: string;
    invalid?: string;
  },
) {
  return applyDecorators(
    StaffAuth(permission),
    ApiOperation(operation),
    csvAnswer(answer),
    ApiRefusal(400, invalid),
  );
}

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
    ApiRefusal(400, 'The filter is not valid'),
  );
}

/**
 * GET signed-export.csv of an export: no token, since the signature is the authorization, which
 * the document names as the signed-link scheme; `file` names the attachment, `mayRead` what the
 * staff member's role must still allow. The answer is neither stored nor sent on as a referrer:
 * its address is the authorization.
 */
export function SignedExportOperation(file: string, mayRead: string) {
  return applyDecorators(
    Public(),
    Header('Cache-Control', 'no-store'),
    Header('Referrer-Policy', 'no-referrer'),
    ApiSecurity(SIGNED_LINK_SECURITY_SCHEME),
    ApiOperation({
      summary: 'Follows a link from POST export-links: the same CSV as GET export.csv',
      description: `No header needed: the signature is the authorization. The staff member who asked for the link must still exist, be enabled, have the same credentials and a role that may read ${mayRead}.`,
    }),
    csvAnswer(attachment(file)),
    ApiRefusal(403, 'Not a link we signed, or its staff member may no longer export'),
    ApiRefusal(410, 'The link has expired'),
  );
}
