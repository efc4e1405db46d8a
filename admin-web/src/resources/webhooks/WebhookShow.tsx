import { Chip, Stack } from '@mui/material';
import { EditButton, Show, TopToolbar, useRecordContext, type Identifier } from 'react-admin';
import type { WebhookEndpointRecord } from '@academy/contracts';
import { DetailList, ShowGrid, ShowSection, type DetailRow } from '../../components/ShowSection';
import { DeleteWithRefusals } from '../../components/WithRefusals';
import { useDateText } from '../../components/use-date-text';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { DeliveryLog } from './parts/DeliveryLog';
import { SendTestEventButton } from './parts/SendTestEventButton';
import { eventLabelKey, WebhookStateChip } from './parts/webhook-fields';
import { WebhookSecret } from './parts/WebhookSecret';

function EndpointDetails({ endpoint }: { endpoint: WebhookEndpointRecord }) {
  const translate = useTypedTranslate();
  const dateText = useDateText();
  const rows: DetailRow[] = [
    ['resources.webhooks.fields.url', endpoint.url],
    [
      'resources.webhooks.fields.events',
      <Stack key="events" direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {endpoint.events.map((type) => (
          <Chip key={type} size="small" variant="outlined" label={translate(eventLabelKey(type))} />
        ))}
      </Stack>,
    ],
    ['resources.webhooks.fields.active', <WebhookStateChip key="active" />],
    ['resources.webhooks.fields.createdAt', dateText(endpoint.createdAt)],
  ];
  if (endpoint.secret) {
    rows.push([
      'resources.webhooks.fields.secret',
      <WebhookSecret key="secret" secret={endpoint.secret} />,
    ]);
  }
  return <DetailList rows={rows} />;
}

function WebhookShowContent() {
  const endpoint = useRecordContext<WebhookEndpointRecord>();
  if (!endpoint) return null;
  return (
    <ShowGrid>
      <ShowSection title="academy.webhooks.show">
        <EndpointDetails endpoint={endpoint} />
      </ShowSection>
      <ShowSection title="academy.webhooks.deliveries.title">
        <DeliveryLog endpointId={endpoint.id} />
      </ShowSection>
    </ShowGrid>
  );
}

function WebhookShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <SendTestEventButton />
      <EditButton />
      <DeleteWithRefusals refusals={{ fallback: 'academy.webhooks.errors.delete' }} />
    </TopToolbar>
  );
}

/** One endpoint: where it points, what it receives, its secret and what was sent to it. */
export function WebhookShow({ id }: { id?: Identifier }) {
  return (
    <Show id={id} title="academy.webhooks.show" actions={<WebhookShowActions />}>
      <WebhookShowContent />
    </Show>
  );
}
