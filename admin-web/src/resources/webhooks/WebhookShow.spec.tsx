import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '@academy/contracts';
import type { AcademyDataProvider } from '../../providers/data-provider';
import type { Locale } from '@academy/domain';
import { apiRefusal, fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { WebhookShow } from './WebhookShow';

const SLOW = { timeout: 5000 };
const SECRET = `whsec_${'ab'.repeat(32)}`;

const ENDPOINT: WebhookEndpointRecord = {
  id: 4,
  url: 'https://crm.example.com/hooks',
  events: ['user.registered', 'payment.succeeded'],
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  secret: SECRET,
};

const delivery = (overrides: Partial<WebhookDeliveryRecord>): WebhookDeliveryRecord => ({
  id: 1,
  endpointId: 4,
  eventId: '6d3f0f8e-8f53-4a4e-a3a4-3f0b1c1d2e3f',
  eventType: 'webhook.test',
  status: 'succeeded',
  attempts: 1,
  responseStatus: 200,
  responseTimeMs: 42,
  error: null,
  errorCode: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  lastAttemptAt: '2026-11-22T12:00:01.000Z',
  nextAttemptAt: null,
  ...overrides,
});

const LOG = [
  delivery({
    id: 2,
    eventType: 'payment.succeeded',
    status: 'retrying',
    attempts: 2,
    responseStatus: null,
    responseTimeMs: 5000,
    error: 'No answer within 5 s',
    errorCode: 'TIMEOUT',
    nextAttemptAt: '2026-11-22T12:02:00.000Z',
  }),
  delivery({ id: 1 }),
];

function renderShow(calls: Partial<AcademyDataProvider> = {}, locale: Locale = 'en') {
  const getWebhookDeliveries = vi.fn(() => Promise.resolve({ data: LOG, total: LOG.length }));
  const dataProvider = fakeDataProvider({
    getOne: (() => Promise.resolve({ data: ENDPOINT })) as DataProvider['getOne'],
    getWebhookDeliveries,
    ...calls,
  });
  renderInAdmin(<WebhookShow id={ENDPOINT.id} />, { dataProvider, resource: 'webhooks', locale });
  return { getWebhookDeliveries };
}

describe(WebhookShow.name, () => {
  it('shows the URL, the events by name and keeps the secret hidden until asked', async () => {
    renderShow();
    const details = await screen.findByRole('region', { name: 'Webhook endpoint' }, SLOW);
    expect(within(details).getByText('https://crm.example.com/hooks')).toBeInTheDocument();
    expect(within(details).getByText('User registered')).toBeInTheDocument();
    expect(within(details).getByText('Payment succeeded')).toBeInTheDocument();
    const secret = within(details).getByLabelText('Signing secret', { selector: 'code' });
    expect(secret).not.toHaveTextContent(SECRET);
    fireEvent.click(within(details).getByRole('button', { name: 'Show secret' }));
    expect(secret).toHaveTextContent(SECRET);
  });

  it('lists the deliveries with status, attempts, answer and time, newest first', async () => {
    const { getWebhookDeliveries } = renderShow();
    const log = await screen.findByRole('region', { name: 'Delivery log' }, SLOW);
    const rows = await within(log).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('EventStatusAttemptsResponseTime'),
      expect.stringMatching(
        /^Payment succeededRetryingThe receiver did not answer in timeDetails: No answer within 5 s2No answer5000 ms/,
      ),
      expect.stringMatching(/^Test eventSucceeded120042 ms/),
    ]);
    expect(getWebhookDeliveries).toHaveBeenCalledWith(4, 1, 25);
  });

  it("says why an attempt failed in Russian, with the server's detail beside it", async () => {
    const refused = delivery({
      id: 3,
      status: 'failed',
      attempts: 8,
      responseStatus: null,
      error: 'Could not connect: ECONNREFUSED',
      errorCode: 'CONNECTION_FAILED',
    });
    // Recorded before failures had codes: the detail is all there is.
    const older = delivery({ id: 2, status: 'failed', responseStatus: 500, error: 'Old reason' });
    renderShow(
      { getWebhookDeliveries: () => Promise.resolve({ data: [refused, older], total: 2 }) },
      'ru',
    );
    const log = await screen.findByRole('region', { name: 'Журнал отправок' }, SLOW);
    const [, connection, legacy] = await within(log).findAllByRole('row');
    expect(
      within(connection).getByText('Не удалось подключиться к получателю'),
    ).toBeInTheDocument();
    expect(
      within(connection).getByText('Подробности: Could not connect: ECONNREFUSED'),
    ).toBeInTheDocument();
    expect(within(legacy).getByText('Old reason')).toBeInTheDocument();
  });

  it('sends a delivery again and queues a test event', async () => {
    const retryWebhookDelivery = vi.fn(() => Promise.resolve(delivery({ status: 'pending' })));
    const sendWebhookTest = vi.fn(() => Promise.resolve({ message: 'Test event queued' }));
    renderShow({ retryWebhookDelivery, sendWebhookTest });
    const log = await screen.findByRole('region', { name: 'Delivery log' }, SLOW);
    const [, retrying] = await within(log).findAllByRole('row');
    fireEvent.click(await within(retrying).findByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(retryWebhookDelivery).toHaveBeenCalledWith(4, 2));
    expect(await screen.findByText('The delivery will be sent again')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(sendWebhookTest).toHaveBeenCalledWith(4));
  });

  it('says in Russian why a test event was refused', async () => {
    const inactive = 'This endpoint is inactive: activate it to send it a test event';
    const sendWebhookTest = vi.fn(() => Promise.reject(apiRefusal(409, 'CONFLICT', inactive)));
    renderShow({ sendWebhookTest }, 'ru');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Отправить тестовое событие' }, SLOW),
    );
    expect(
      await screen.findByText(
        'Этот адрес отключён: включите его, чтобы отправить тестовое событие',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(inactive)).toBeNull();
  });

  it("shows a delivery's unknown refusal as the server wrote it", async () => {
    const retryWebhookDelivery = vi.fn(() =>
      Promise.reject(apiRefusal(422, 'DELIVERY_EXPIRED', 'This delivery is too old to send again')),
    );
    renderShow({ retryWebhookDelivery });
    const log = await screen.findByRole('region', { name: 'Delivery log' }, SLOW);
    const [, retrying] = await within(log).findAllByRole('row');
    fireEvent.click(await within(retrying).findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('This delivery is too old to send again')).toBeInTheDocument();
  });
});
