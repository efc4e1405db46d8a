import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { WebhookEndpointRecord } from '@academy/contracts';
import { useNotifyServerError } from '../../../components/server-error';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../../providers/data-provider';

/** Queues a webhook.test event for this endpoint; the delivery log shows how it went. */
export function SendTestEventButton() {
  const record = useRecordContext<WebhookEndpointRecord>();
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const notify = useNotify();
  const notifyServerError = useNotifyServerError();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'webhooks', action: 'test' });
  const send = useMutation({
    mutationFn: (id: number) => dataProvider.sendWebhookTest(id),
    onSuccess: () => {
      notify('academy.webhooks.test.sent', { type: 'success' });
      refresh();
    },
    onError: (error) =>
      notifyServerError(error, {
        fallback: 'academy.webhooks.test.failed',
        byCode: { CONFLICT: 'academy.webhooks.test.inactive' },
      }),
  });
  if (!record || !canAccess) return null;
  return (
    <Button
      size="small"
      startIcon={<SendIcon />}
      disabled={send.isPending || !record.active}
      onClick={() => send.mutate(record.id)}
    >
      {translate('academy.webhooks.test.button')}
    </Button>
  );
}
