import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  DeleteWithConfirmButton,
  EditButton,
  Show,
  TopToolbar,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import type { WebhookEndpointRecord } from '@academy/contracts';
import { useNotifyServerError } from '../../components/server-error';
import type { MessageKey } from '../../i18n/en';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { DeliveryLog } from './parts/DeliveryLog';
import { SendTestEventButton } from './parts/SendTestEventButton';
import { eventLabelKey, useDateTimeText, WebhookStateChip } from './parts/webhook-fields';
import { WebhookSecret } from './parts/WebhookSecret';

function Section({ title, children }: { title: MessageKey; children: ReactNode }) {
  const translate = useTypedTranslate();
  return (
    <Card component="section" aria-label={translate(title)} variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function EndpointDetails({ endpoint }: { endpoint: WebhookEndpointRecord }) {
  const translate = useTypedTranslate();
  const dateText = useDateTimeText();
  const rows: [MessageKey, ReactNode][] = [
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
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{translate(label)}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function WebhookShowContent() {
  const endpoint = useRecordContext<WebhookEndpointRecord>();
  if (!endpoint) return null;
  return (
    <Stack sx={{ gap: 2, p: { xs: 1, sm: 2 } }}>
      <Section title="academy.webhooks.show">
        <EndpointDetails endpoint={endpoint} />
      </Section>
      <Section title="academy.webhooks.deliveries.title">
        <DeliveryLog endpointId={endpoint.id} />
      </Section>
    </Stack>
  );
}

function WebhookShowActions() {
  const notifyServerError = useNotifyServerError();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <SendTestEventButton />
      <EditButton />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        mutationOptions={{
          onError: (error) =>
            notifyServerError(error, { fallback: 'academy.webhooks.errors.delete' }),
        }}
      />
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
