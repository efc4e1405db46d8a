import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateParams, DataProvider } from 'react-admin';
import { WEBHOOK_EVENT_TYPES } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { WebhookCreate } from './WebhookCreate';

function renderCreate() {
  const create = vi.fn((_resource: string, params: CreateParams) =>
    Promise.resolve({ data: { id: 9, ...params.data } }),
  );
  renderInAdmin(<WebhookCreate />, {
    dataProvider: fakeDataProvider({ create: create as DataProvider['create'] }),
    resource: 'webhooks',
  });
  return { create };
}

describe(WebhookCreate.name, () => {
  it('offers every event type by name and sends the URL with the chosen events', async () => {
    const { create } = renderCreate();
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(WEBHOOK_EVENT_TYPES.length);
    expect(screen.getByRole('checkbox', { name: 'Trial overdraft ended' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /URL/ }), {
      target: { value: 'https://crm.example.com/hooks' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'User registered' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Payment refunded' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'webhooks',
        expect.objectContaining({
          data: {
            url: 'https://crm.example.com/hooks',
            events: ['user.registered', 'payment.refunded'],
            active: true,
          },
        }),
      ),
    );
  });

  it.each([
    ['no event is chosen', 'https://crm.example.com/hooks', []],
    ['the URL is not http(s)', 'crm.example.com/hooks', ['User registered']],
  ])('sends nothing when %s', async (_case, url, events) => {
    const { create } = renderCreate();
    await userEvent.type(await screen.findByRole('textbox', { name: /URL/ }), url);
    for (const event of events)
      await userEvent.click(screen.getByRole('checkbox', { name: event }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((settle) => setTimeout(settle, 500));
    expect(create).not.toHaveBeenCalled();
  });
});
