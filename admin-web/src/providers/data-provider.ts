import simpleRestProvider from 'ra-data-simple-rest';
import {
  HttpError,
  type DataProvider,
  type I18nProvider,
  type Identifier,
  type GetListParams,
  type GetListResult,
  type RaRecord,
} from 'react-admin';
import { fieldErrorsOf, problemMessage, type Problem } from '../components/server-error';
import { auditDataProvider, type AuditDataProvider } from '../resources/audit/data-provider';
import {
  paymentsDataProvider,
  type PaymentsDataProvider,
} from '../resources/payments/data-provider';
import { staffDataProvider, type StaffDataProvider } from '../resources/staff/data-provider';
import { usersDataProvider, type UsersDataProvider } from '../resources/users/data-provider';
import {
  certificatesDataProvider,
  type CertificatesDataProvider,
} from '../resources/certificates/data-provider';
import {
  webhooksDataProvider,
  type WebhooksDataProvider,
} from '../resources/webhooks/data-provider';
import { dashboardDataProvider, type DashboardDataProvider } from '../dashboard/data-provider';
import {
  paymentReviewDataProvider,
  type PaymentReviewDataProvider,
} from '../resources/payment-review/data-provider';
import { statisticsDataProvider, type StatisticsDataProvider } from '../statistics/data-provider';
import { twoFactorDataProvider, type TwoFactorDataProvider } from '../two-factor/data-provider';
import {
  referralsDataProvider,
  type ReferralsDataProvider,
} from '../resources/referrals/data-provider';
import { ADMIN_API, createAdminHttp, type AdminHttp } from './admin-http';
import { i18nProvider as backOfficeI18n } from './i18n-provider';

/** What a refused field shows on its input: react-admin's format for a text with values. */
const INPUT_ERROR_WITH_VALUES = '@@react-admin@@';

function inputError(problem: Problem): string {
  const message = problemMessage(problem);
  return typeof message === 'string'
    ? message
    : `${INPUT_ERROR_WITH_VALUES}${JSON.stringify(message)}`;
}

/**
 * A refused save as react-admin's forms read it: `errors` keyed by input (the first reason for
 * each, as a catalogue key with its numbers, which the input translates), `root.serverError` for
 * the form's notice, and the API's own list kept as `fieldErrors`.
 */
function formRefusal(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const fields = fieldErrorsOf(error.body);
  if (fields.length === 0) return error;
  const byInput: Record<string, unknown> = {};
  for (const field of fields as (Problem & { field?: unknown })[]) {
    if (typeof field.field !== 'string' || field.field in byInput) continue;
    byInput[field.field] = inputError(field);
  }
  const body = error.body as Record<string, unknown>;
  return new HttpError(error.message, error.status, {
    ...body,
    errors: { ...byInput, root: { serverError: error.message } },
    fieldErrors: fields,
  });
}

/** The back office's name for the deleted users' view. */
export const DELETED_USERS = 'deleted-users';
/**
 * The back office's name for one user's audit trail, listed with filter { userId } from
 * /api/admin/users/:id/audit: readable by everyone who may read users, unlike the whole log.
 */
export const USER_AUDIT = 'user-audit';

/** Each feature's own calls, which the feature's data-provider.ts defines. */
export interface AcademyMethods
  extends
    UsersDataProvider,
    PaymentsDataProvider,
    StaffDataProvider,
    AuditDataProvider,
    WebhooksDataProvider,
    CertificatesDataProvider,
    StatisticsDataProvider,
    DashboardDataProvider,
    PaymentReviewDataProvider,
    TwoFactorDataProvider,
    ReferralsDataProvider {}

/** react-admin's calls plus each feature's own. */
export interface AcademyDataProvider extends DataProvider, AcademyMethods {}

/**
 * The features' calls composed over one HTTP client. Building them sends nothing, so the test
 * harness lists the calls from here: a feature's new call cannot be left out of it.
 */
export function academyMethods(http: AdminHttp): AcademyMethods {
  return {
    ...usersDataProvider(http),
    ...paymentsDataProvider(http),
    ...staffDataProvider(http),
    ...auditDataProvider(http),
    ...webhooksDataProvider(http),
    ...certificatesDataProvider(http),
    ...statisticsDataProvider(http),
    ...dashboardDataProvider(http),
    ...paymentReviewDataProvider(http),
    ...twoFactorDataProvider(http),
    ...referralsDataProvider(http),
  };
}

/**
 * The back office's data provider, speaking `i18n`'s language in its errors: a refusal's message
 * is worded as the back office's dialogs word it (react-admin's own notices for a list or record
 * that failed to load show it), and create and update also give react-admin's forms each refused
 * field's reason for its input.
 */
export function createDataProvider(i18n: I18nProvider): AcademyDataProvider {
  const http = createAdminHttp(i18n);
  const simpleRest = simpleRestProvider(ADMIN_API, http.httpClient, 'Content-Range');

  /**
   * The API answers X-Total-Exact: false when it stopped counting (a broad search over a big
   * table): the Content-Range total is then only a lower bound, so the list gets react-admin's
   * partial pagination (has a next page or not) instead of a total it would show as true.
   */
  const base: DataProvider = {
    ...simpleRest,
    create: (resource, params) =>
      simpleRest.create(resource, params).catch((error: unknown) => {
        throw formRefusal(error);
      }),
    update: (resource, params) =>
      simpleRest.update(resource, params).catch((error: unknown) => {
        throw formRefusal(error);
      }),
    async getList<RecordType extends RaRecord = RaRecord>(
      resource: string,
      params: GetListParams,
    ): Promise<GetListResult<RecordType>> {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
      const first = (page - 1) * perPage;
      const query = new URLSearchParams({
        sort: JSON.stringify([field, order]),
        range: JSON.stringify([first, first + perPage - 1]),
        filter: JSON.stringify(params.filter ?? {}),
      });
      const response = await http.httpClient(`${ADMIN_API}/${resource}?${query}`, {
        signal: params.signal,
      });
      const headers = response.headers;
      const data = response.json as RecordType[];
      const total = Number(headers.get('Content-Range')?.split('/').pop());
      if (headers.get('X-Total-Exact') === 'false' || !Number.isFinite(total)) {
        return {
          data,
          pageInfo: { hasPreviousPage: page > 1, hasNextPage: data.length === perPage },
        };
      }
      return { data, total };
    },
  };

  /**
   * ra-data-simple-rest over /api/admin/{users,payments,audit,staff}, plus the academy's own calls.
   * Its update sends the whole record: the API ignores the fields it keeps while they are unchanged.
   */
  return {
    ...base,
    getList: (resource, params) => {
      // The deleted users are the users resource with filter.deleted, shown as a view of their own.
      if (resource === DELETED_USERS) {
        return base.getList('users', { ...params, filter: { ...params.filter, deleted: true } });
      }
      if (resource === USER_AUDIT) {
        const { userId, ...filter } = params.filter as { userId: Identifier };
        return base.getList(`users/${encodeURIComponent(String(userId))}/audit`, {
          ...params,
          filter,
        });
      }
      return base.getList(resource, params);
    },
    ...academyMethods(http),
  };
}

/** The back office's data provider, in the language the staff member chose. */
export const dataProvider = createDataProvider(backOfficeI18n);
