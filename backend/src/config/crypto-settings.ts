import type { SettingsReader } from './settings-reader.js';

export interface BtcpaySettings {
  /** The server's base URL, without a trailing slash. */
  url: string;
  apiKey: string;
  storeId: string;
  webhookSecret: string;
}

const BTCPAY_SETTINGS = [
  'BTCPAY_URL',
  'BTCPAY_API_KEY',
  'BTCPAY_STORE_ID',
  'BTCPAY_WEBHOOK_SECRET',
] as const;

/** All four BTCPAY_* settings or none: a partial set names what is missing. */
export function readBtcpaySettings(
  read: SettingsReader['read'],
  url: SettingsReader['url'],
  problems: string[],
): BtcpaySettings | null {
  const present = BTCPAY_SETTINGS.filter((name) => read(name) !== undefined);
  if (present.length === 0) return null;
  if (present.length < BTCPAY_SETTINGS.length) {
    const missing = BTCPAY_SETTINGS.filter((name) => !present.includes(name));
    problems.push(
      `BTCPay needs all of ${BTCPAY_SETTINGS.join(', ')}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`,
    );
    return null;
  }
  const base = url('BTCPAY_URL', null, ['http:', 'https:']);
  if (base === null) return null;
  return {
    url: base.replace(/\/+$/, ''),
    apiKey: read('BTCPAY_API_KEY')!,
    storeId: read('BTCPAY_STORE_ID')!,
    webhookSecret: read('BTCPAY_WEBHOOK_SECRET')!,
  };
}

/** Text a template puts where an address belongs; never a wallet address. */
export function isPlaceholderAddress(address: string): boolean {
  return /^configure[-_]|CRYPTO_ADDRESS|^(changeme|placeholder|your[-_ ])/i.test(address);
}
