import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import {
  addressOf,
  CONFIG,
  configLoaded,
  renderOverlay,
  setViewportWidth,
  stubApi,
} from '../test-utils';
import { CryptoMethod } from './CryptoMethod';

const option = (name: string) => screen.getByRole('listitem', { name });

async function openCrypto(user = userEvent.setup()) {
  // user-event puts a clipboard of its own on navigator when set up; this one replaces it.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await renderOverlay('/dashboard?course=gold&price=250');
  // Crypto is listed once GET /api/config has named the coins offered.
  await user.click(await screen.findByRole('button', { name: 'Crypto' }));
  await screen.findByRole('list', { name: 'Receiving addresses' });
  return user;
}

/** The modules of a QR code as drawn, to compare two codes. */
const qrModules = (svg: Element) => svg.querySelectorAll('path')[1]?.getAttribute('d');

function referenceQr(value: string): string | null | undefined {
  const { container, unmount } = render(<QRCodeSVG value={value} size={160} marginSize={2} />);
  const modules = qrModules(container.querySelector('svg')!);
  unmount();
  return modules;
}

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stubApi();
  setViewportWidth(1280);
  writeText = vi.fn().mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

describe(CryptoMethod.name, () => {
  it("lists the four coins with their configured addresses under 'Cryptocurrency payment'", async () => {
    await openCrypto();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Cryptocurrency payment');
    expect(
      screen.getByText('Send the equivalent of $250.00 to one of these addresses.'),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Receiving addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    for (const [name, address, network] of [
      ['Bitcoin', addressOf('btc'), 'Bitcoin'],
      ['Ethereum', addressOf('eth'), 'Ethereum (ERC20)'],
      ['USDT (TRC20)', addressOf('usdt-trc20'), 'Tron (TRC20)'],
      ['USDT (ERC20)', addressOf('usdt-erc20'), 'Ethereum (ERC20)'],
    ]) {
      expect(within(option(name)).getByText(address)).toBeInTheDocument();
      expect(within(option(name)).getByText(`Network: ${network}`)).toBeVisible();
    }
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Send each coin only on the network shown beside it. Coins sent on another network, or another coin, cannot be recovered.',
    );
  });

  it('copies an address and shows a check mark for 2 seconds', async () => {
    await openCrypto();
    const bitcoin = option('Bitcoin');
    expect(within(bitcoin).getByTestId('ContentCopyIcon')).toBeInTheDocument();

    // Only the check mark's time runs on the fake clock, so a slow machine cannot eat into it.
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(bitcoin).getByRole('button', { name: 'Copy Bitcoin address' }));
      // The check mark follows the clipboard's answer.
      await writeText.mock.results[0]?.value;
    });
    expect(writeText).toHaveBeenCalledWith(addressOf('btc'));
    const copied = within(bitcoin).getByRole('button', { name: 'Bitcoin address copied' });
    expect(within(copied).getByTestId('CheckIcon')).toBeInTheDocument();
    expect(within(option('Ethereum')).getByTestId('ContentCopyIcon')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(within(bitcoin).getByTestId('CheckIcon')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(bitcoin).queryByTestId('CheckIcon')).not.toBeInTheDocument();
    expect(within(bitcoin).getByRole('button', { name: 'Copy Bitcoin address' })).toBeVisible();
  });

  it('keeps the copy icon when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await openCrypto();
    await user.click(screen.getByRole('button', { name: 'Copy Ethereum address' }));
    expect(warned).toHaveBeenCalled();
    expect(within(option('Ethereum')).queryByTestId('CheckIcon')).not.toBeInTheDocument();
    warned.mockRestore();
  });

  it("shows each address's QR code on a large screen, drawn from that address", async () => {
    await openCrypto();
    expect(screen.queryByRole('button', { name: /QR code/ })).not.toBeInTheDocument();
    for (const [name, address] of [
      ['Bitcoin', addressOf('btc')],
      ['USDT (TRC20)', addressOf('usdt-trc20')],
    ]) {
      const qr = within(option(name)).getByRole('img', { name: `QR code of the ${name} address` });
      expect(qrModules(qr)).toBe(referenceQr(address));
    }
    expect(referenceQr(addressOf('btc'))).not.toBe(referenceQr(addressOf('eth')));
  });

  it('hides the QR codes on a phone behind a toggle per coin', async () => {
    setViewportWidth(390);
    const user = await openCrypto();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();

    const toggle = within(option('Ethereum')).getByRole('button', {
      name: 'Show QR code for Ethereum',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const qr = within(option('Ethereum')).getByRole('img', {
      name: 'QR code of the Ethereum address',
    });
    expect(qrModules(qr)).toBe(referenceQr(addressOf('eth')));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide QR code for Ethereum');
    expect(within(option('Bitcoin')).queryByRole('img')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(within(option('Ethereum')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('leaves out a coin that has no address configured', async () => {
    const withoutEthereum = CONFIG.cryptoAddresses.flatMap((coin) =>
      coin.id === 'eth' ? [] : coin.id === 'usdt-erc20' ? [{ ...coin, address: ' ' }] : [coin],
    );
    stubApi({}, { ...CONFIG, cryptoAddresses: withoutEthereum });
    await openCrypto();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(addressOf('btc')),
      expect.stringContaining(addressOf('usdt-trc20')),
    ]);
    expect(screen.queryByRole('listitem', { name: 'Ethereum' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'USDT (ERC20)' })).not.toBeInTheDocument();
  });

  it('is not offered when no address is configured', async () => {
    stubApi({}, { ...CONFIG, cryptoAddresses: [] });
    await renderOverlay('/dashboard?course=gold&price=250');
    await configLoaded();
    const methods = screen.getByRole('list', { name: 'Payment methods' });
    expect(within(methods).getByRole('button', { name: 'P2P/IBAN' })).toBeVisible();
    expect(within(methods).queryByRole('button', { name: 'Crypto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });
});
