// SPEC.md has no texts for webhooks; these follow the wording of the other back-office pages.
import type { WEBHOOK_TEST_EVENT, WebhookEventType } from '@academy/contracts';

/** An event type as its key of `academy.webhooks.events` ('user.registered' → 'user_registered'). */
type EventKey<T extends string> = T extends `${infer Head}.${infer Tail}` ? `${Head}_${Tail}` : T;

/** The webhook endpoints' fields, which react-admin finds as `resources.webhooks.fields.<source>`. */
export const fields = {
  url: 'URL',
  events: 'Events',
  active: 'Active',
  createdAt: 'Created',
  secret: 'Signing secret',
};

/** The other English texts of the webhooks pages, as `academy.webhooks.*`. */
export const en = {
  title: 'Webhooks',
  create: 'New webhook endpoint',
  edit: 'Change webhook endpoint',
  show: 'Webhook endpoint',
  urlHelp:
    'An address on the internet that accepts POST requests; local and private network addresses are refused.',
  urlInvalid: 'Enter an address that starts with https:// or http://',
  eventsHelp: 'The endpoint receives only the events chosen here.',
  activeHelp:
    'An inactive endpoint receives nothing; its waiting deliveries go out once it is active again.',
  eventCount: '%{smart_count} event |||| %{smart_count} events',
  /** Keyed by the event type with "_" for ".", since a dot would split the key. */
  events: {
    user_registered: 'User registered',
    user_updated: 'User changed',
    user_deleted: 'User deleted',
    user_restored: 'User restored',
    balance_changed: 'Balance changed',
    course_changed: 'Course changed',
    payment_succeeded: 'Payment succeeded',
    payment_refunded: 'Payment refunded',
    payment_failed: 'Payment failed',
    overdraft_started: 'Trial overdraft started',
    overdraft_ended: 'Trial overdraft ended',
    receipt_issued: 'Sales receipt or credit note issued',
    certificate_issued: 'Certificate issued',
    catalogue_changed: 'Catalogue changed',
    promo_redeemed: 'Promo code redeemed',
    referral_rewarded: 'Referral reward credited',
    webhook_test: 'Test event',
  } satisfies Record<EventKey<WebhookEventType | typeof WEBHOOK_TEST_EVENT>, string>,
  state: { active: 'Active', inactive: 'Inactive' },
  secret: {
    help: 'Each delivery carries X-Academy-Signature: t=<time>,v1=<HMAC-SHA256 of "t.body" with this secret>.',
    reveal: 'Show secret',
    hide: 'Hide secret',
    copy: 'Copy secret',
    copied: 'Secret copied',
    copyFailed: 'The secret could not be copied; select it and copy it by hand',
  },
  test: {
    button: 'Send test event',
    sent: 'Test event queued: it appears in the delivery log',
    failed: 'The test event could not be queued',
    inactive: 'This endpoint is inactive: activate it to send it a test event',
  },
  deliveries: {
    title: 'Delivery log',
    empty: 'Nothing has been sent to this endpoint yet.',
    loadFailed: 'The delivery log could not be loaded',
    event: 'Event',
    status: 'Status',
    attempts: 'Attempts',
    response: 'Response',
    responseTime: 'Time',
    lastAttemptAt: 'Last attempt',
    nextAttemptAt: 'Next attempt',
    noAnswer: 'No answer',
    milliseconds: '%{ms} ms',
    retry: 'Send again',
    retried: 'The delivery will be sent again',
    retryFailed: 'The delivery could not be sent again',
    /** Why the last attempt failed, keyed by the API's WebhookFailureCode. */
    failures: {
      URL_INVALID: 'The endpoint’s URL is not valid',
      URL_SCHEME: 'The endpoint’s URL must start with https:// or http://',
      URL_CREDENTIALS: 'The endpoint’s URL must not contain a user name or password',
      HOST_NOT_FOUND: 'The receiver’s host cannot be found',
      ADDRESS_NOT_PUBLIC:
        'The receiver’s address is not public: nothing is sent into local networks',
      CONNECTION_FAILED: 'Could not connect to the receiver',
      TIMEOUT: 'The receiver did not answer in time',
      ANSWER_CUT_OFF: 'The receiver’s answer did not end in time',
      REDIRECT: 'The receiver answered with a redirect, which is never followed',
      RECEIVER_ERROR: 'The receiver answered with an error',
    },
    /** The technical detail beside the reason, as the server recorded it. */
    failureDetail: 'Details: %{detail}',
  },
  status: {
    pending: 'Pending',
    succeeded: 'Succeeded',
    retrying: 'Retrying',
    failed: 'Failed',
  },
  errors: {
    save: 'The endpoint could not be saved',
    delete: 'The endpoint could not be deleted',
    urlRefused:
      'The URL was refused: it must be a public http(s) address that can be found, with no user name or password in it',
  },
};
