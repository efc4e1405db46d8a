import type { CryptoOptionId, PublicConfig, User } from '@academy/contracts';
import { aPublicConfig, aUser } from '@academy/contracts/testing';
import { screen } from '@testing-library/react';
import type { Window as HappyDomWindow } from 'happy-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { json, stubApi as stubSharedApi, type Handler } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { PaymentOverlayMount } from './PaymentOverlayMount';

/** GET /api/config as a deployment would answer it, with real-looking payment details. */
export const CONFIG: PublicConfig = aPublicConfig({
  communityUrl: 'https://chat.example/academy',
  coinummUrl: 'https://coinumm.example/pay',
  revoxpayUrl: 'https://revoxpay.example/pay',
  cryptoAddresses: [
    { id: 'btc', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
    { id: 'eth', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' },
    { id: 'usdt-trc20', address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL' },
    { id: 'usdt-erc20', address: '0x9b1f7F645351AF3631a656421eD2e40f2802E6c0' },
  ],
});

/** The address CONFIG gives a coin. */
export const addressOf = (id: CryptoOptionId): string =>
  CONFIG.cryptoAddresses.find((coin) => coin.id === id)?.address ?? '';

export { callsTo, json, requestUrl } from '../../test/api-stub';

/**
 * Stubs `fetch` (see the shared stubApi) with GET /config answering `config` and, unless the test
 * says otherwise, GET /payments answering that nothing is pending.
 */
export const stubApi = (handlers: Record<string, Handler> = {}, config: PublicConfig = CONFIG) =>
  stubSharedApi({ 'GET /payments': () => json({ status: 200, data: [] }), ...handlers }, config);

/** The viewport width media queries see: 390 is a phone, 1280 a desktop. */
export function setViewportWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 844 });
}

/**
 * Renders a page at `entry` with the overlay mounted over it, as the app's root layout does,
 * with the configuration loaded through the API, and waits for the overlay when the query opens it.
 */
export async function renderOverlay(
  entry: string,
  { user = aUser(), expectOverlay = true }: { user?: User | null; expectOverlay?: boolean } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <p>The page underneath</p>
            <PaymentOverlayMount />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { user, config: null });
  if (expectOverlay) await screen.findByRole('dialog');
  return { router };
}

/** Waits until the overlay shows the configured links, i.e. GET /api/config has answered. */
export async function configLoaded() {
  const coinumm = await screen.findByRole('link', { name: 'Coinumm' });
  await vi.waitFor(() => expect(coinumm).toHaveAttribute('href', CONFIG.coinummUrl));
}
