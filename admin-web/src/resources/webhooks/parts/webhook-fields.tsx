import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryStatus,
  type WebhookEndpointRecord,
  type WebhookEventEnvelope,
} from '@academy/contracts';
import type { MessageKey } from '../../../i18n/en';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

/** The translation key of an event type's name ('user.registered' → …events.user_registered). */
export function eventLabelKey(type: WebhookEventEnvelope['type']): MessageKey {
  return `academy.webhooks.events.${type.replace('.', '_')}` as MessageKey;
}

export const eventChoices = WEBHOOK_EVENT_TYPES.map((type) => ({
  id: type,
  name: eventLabelKey(type),
}));

/** Active or inactive, at a glance. */
export function WebhookStateChip() {
  const record = useRecordContext<WebhookEndpointRecord>();
  const translate = useTypedTranslate();
  if (!record) return null;
  return record.active ? (
    <Chip size="small" color="success" label={translate('academy.webhooks.state.active')} />
  ) : (
    <Chip size="small" label={translate('academy.webhooks.state.inactive')} />
  );
}

/** '3 events', as the list shows an endpoint's subscription. */
export function EventCountField() {
  const record = useRecordContext<WebhookEndpointRecord>();
  const translate = useTypedTranslate();
  if (!record) return null;
  return (
    <span title={record.events.map((type) => translate(eventLabelKey(type))).join(', ')}>
      {translate('academy.webhooks.eventCount', { smart_count: record.events.length })}
    </span>
  );
}

const STATUS_COLORS: Record<WebhookDeliveryStatus, ChipProps['color']> = {
  pending: 'default',
  succeeded: 'success',
  retrying: 'warning',
  failed: 'error',
};

export function DeliveryStatusChip({ status }: { status: WebhookDeliveryStatus }) {
  const translate = useTypedTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={translate(`academy.webhooks.status.${status}`)}
    />
  );
}
