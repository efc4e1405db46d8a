import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Stack, Typography } from '@mui/material';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { WebhookDeliveryRecord } from '@academy/contracts';
import { PagedRecords } from '../../../components/PagedRecords';
import { RowActionButton } from '../../../components/RowActionButton';
import { useDateText } from '../../../components/use-date-text';
import { useNotifyServerError } from '../../../components/server-error';
import { ResponsiveList } from '../../../components/ResponsiveList';
import { RecordTable, type RecordColumn } from '../../../components/RecordTable';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { DeliveryStatusChip, eventLabelKey } from './webhook-fields';

const PER_PAGE = 25;
/** While a delivery is still on its way, the log looks again this often. */
const WATCH_INTERVAL_MS = 2_000;

const inProgress = (delivery: WebhookDeliveryRecord) =>
  delivery.status === 'pending' || delivery.status === 'retrying';

function useResponseText(): (delivery: WebhookDeliveryRecord) => string {
  const translate = useTypedTranslate();
  return (delivery) => {
    if (delivery.attempts === 0) return '—';
    return delivery.responseStatus === null
      ? translate('academy.webhooks.deliveries.noAnswer')
      : String(delivery.responseStatus);
  };
}

/**
 * Why the last attempt failed, in the staff member's language, with the server's technical detail
 * (the address, the system's error code) beside it; a row recorded without a code shows the detail
 * alone.
 */
function DeliveryFailure({
  delivery,
  color,
}: {
  delivery: WebhookDeliveryRecord;
  color: 'error' | 'text.secondary';
}) {
  const translate = useTypedTranslate();
  if (!delivery.error && !delivery.errorCode) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      {delivery.errorCode && (
        <Typography variant="body2" color={color}>
          {translate(`academy.webhooks.deliveries.failures.${delivery.errorCode}`)}
        </Typography>
      )}
      {delivery.error && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {delivery.errorCode
            ? translate('academy.webhooks.deliveries.failureDetail', { detail: delivery.error })
            : delivery.error}
        </Typography>
      )}
    </Box>
  );
}

function RetryButton({
  endpointId,
  delivery,
}: {
  endpointId: Identifier;
  delivery: WebhookDeliveryRecord;
}) {
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyServerError = useNotifyServerError();
  const { canAccess } = useCanAccess({ resource: 'webhooks', action: 'retry' });
  const retry = useMutation({
    mutationFn: () => dataProvider.retryWebhookDelivery(endpointId, delivery.id),
    onSuccess: () => {
      notify('academy.webhooks.deliveries.retried', { type: 'success' });
      void queryClient.invalidateQueries(academyQueries.allWebhookDeliveries());
    },
    onError: (error) =>
      notifyServerError(error, { fallback: 'academy.webhooks.deliveries.retryFailed' }),
  });
  if (!canAccess) return null;
  return (
    <RowActionButton
      label="academy.webhooks.deliveries.retry"
      icon={<ReplayIcon fontSize="small" />}
      disabled={retry.isPending}
      onClick={() => retry.mutate()}
    />
  );
}

interface DeliveriesProps {
  endpointId: Identifier;
  deliveries: WebhookDeliveryRecord[];
}

/** Phones: one block per delivery instead of a table too wide for the screen. */
function StackedDeliveries({ endpointId, deliveries }: DeliveriesProps) {
  const translate = useTypedTranslate();
  const dateText = useDateText();
  const responseText = useResponseText();
  return (
    <Stack
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      divider={
        <Box component="li" role="presentation" sx={{ borderTop: 1, borderColor: 'divider' }} />
      }
    >
      {deliveries.map((delivery) => (
        <Box
          component="li"
          key={delivery.id}
          sx={{ py: 1 }}
          aria-label={translate(eventLabelKey(delivery.eventType))}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
          >
            <Typography variant="body2">{translate(eventLabelKey(delivery.eventType))}</Typography>
            <DeliveryStatusChip status={delivery.status} />
          </Stack>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="text.secondary">
              {[
                dateText(delivery.lastAttemptAt ?? delivery.createdAt),
                `${translate('academy.webhooks.deliveries.response')}: ${responseText(delivery)}`,
                `${translate('academy.webhooks.deliveries.attempts')}: ${delivery.attempts}`,
              ].join(' · ')}
            </Typography>
            <RetryButton endpointId={endpointId} delivery={delivery} />
          </Stack>
          <DeliveryFailure delivery={delivery} color="error" />
        </Box>
      ))}
    </Stack>
  );
}

function DeliveryTable({ endpointId, deliveries }: DeliveriesProps) {
  const translate = useTypedTranslate();
  const dateText = useDateText();
  const responseText = useResponseText();
  const columns: RecordColumn<WebhookDeliveryRecord>[] = [
    {
      head: 'academy.webhooks.deliveries.event',
      cell: (delivery) => translate(eventLabelKey(delivery.eventType)),
    },
    {
      head: 'academy.webhooks.deliveries.status',
      cell: (delivery) => (
        <>
          <DeliveryStatusChip status={delivery.status} />
          <DeliveryFailure delivery={delivery} color="text.secondary" />
        </>
      ),
    },
    { head: 'academy.webhooks.deliveries.attempts', cell: (delivery) => delivery.attempts },
    { head: 'academy.webhooks.deliveries.response', cell: responseText },
    {
      head: 'academy.webhooks.deliveries.responseTime',
      cell: (delivery) =>
        delivery.responseTimeMs === null
          ? '—'
          : translate('academy.webhooks.deliveries.milliseconds', {
              ms: delivery.responseTimeMs,
            }),
    },
    {
      head: 'academy.webhooks.deliveries.lastAttemptAt',
      cell: (delivery) => dateText(delivery.lastAttemptAt) ?? '—',
    },
    {
      head: 'academy.webhooks.deliveries.nextAttemptAt',
      cell: (delivery) => dateText(delivery.nextAttemptAt) ?? '—',
    },
    {
      align: 'right',
      cell: (delivery) => <RetryButton endpointId={endpointId} delivery={delivery} />,
    },
  ];
  return (
    <RecordTable columns={columns} records={deliveries} recordKey={(delivery) => delivery.id} />
  );
}

/**
 * What was sent to the endpoint, newest first, a page at a time. While a delivery is pending or
 * retrying the log refreshes itself, so a test event is seen arriving.
 */
export function DeliveryLog({ endpointId }: { endpointId: Identifier }) {
  const dataProvider = useDataProvider<AcademyDataProvider>();
  return (
    <PagedRecords
      pageQuery={(page, perPage) =>
        queryOptions({
          ...academyQueries.webhookDeliveries(dataProvider, endpointId, page, perPage),
          refetchInterval: (query) =>
            query.state.data?.data.some(inProgress) ? WATCH_INTERVAL_MS : false,
        })
      }
      perPage={PER_PAGE}
      failure="academy.webhooks.deliveries.loadFailed"
      empty="academy.webhooks.deliveries.empty"
    >
      {(deliveries) => (
        <ResponsiveList
          narrow={<StackedDeliveries endpointId={endpointId} deliveries={deliveries} />}
          wide={<DeliveryTable endpointId={endpointId} deliveries={deliveries} />}
        />
      )}
    </PagedRecords>
  );
}
