// SPEC.md has no texts for API keys; these follow its wording.

/** The API keys' fields, which react-admin finds as `resources.api-keys.fields.<source>`. */
export const fields = {
  name: 'Name',
  prefix: 'Key starts with',
  scopes: 'Scopes',
  createdBy: 'Created by',
  createdAt: 'Created',
  lastUsedAt: 'Last used',
  expiresAt: 'Expires',
  status: 'Status',
  actions: 'Actions',
};

/** The other English texts of the API keys, as `academy.apiKeys.*`. */
export const en = {
  title: 'API keys',
  create: 'New API key',
  never: 'Never',
  noExpiry: 'Does not expire',
  lastUsedFrom: '%{date} from %{ip}',
  status: { active: 'Active', revoked: 'Revoked', expired: 'Expired' },
  nameHelp: 'Who uses the key and what for, e.g. "CRM sync".',
  scopesHelp: 'The key can do exactly this, like a staff member with these rights.',
  expiresHelp: 'Optional: after this moment the key stops working.',
  scopes: {
    'users:read': 'Read users',
    'users:write': 'Edit and delete users',
    'balances:write': 'Change balances and grant overdrafts',
    'payments:read': 'Read payments',
    'payments:write': 'Confirm and reject payments',
    'stats:read': 'Read statistics',
    'audit:read': 'Read the audit log',
    'webhooks:manage': 'Manage webhooks',
    'catalogue:read': 'Read the catalogue',
    'catalogue:write': 'Change tiers, books and lessons',
    'promotions:read': 'Read promo codes',
    'promotions:manage': 'Manage promo codes and the referral programme',
  },
  created: {
    title: 'API key "%{name}" created',
    warning: 'Copy the key now and keep it somewhere safe: it will not be shown again.',
    label: 'API key',
    copy: 'Copy',
    copied: 'Copied to the clipboard',
    copyFailed: 'Could not copy: select the key and copy it by hand',
    usage: 'Send it as "Authorization: Bearer <key>" or in the "X-Api-Key" header.',
    done: 'I have copied the key',
  },
  revoke: {
    button: 'Revoke',
    title: 'Revoke the API key "%{name}"?',
    content: 'Every request with this key will be refused at once. This cannot be undone.',
    done: 'API key revoked',
  },
  validation: {
    expiresInFuture: 'The expiry must be in the future',
  },
  errors: {
    create: 'The API key could not be created',
    revoke: 'The API key could not be revoked',
  },
};
