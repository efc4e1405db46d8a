import { FakeBtcpay } from './fake-btcpay.js';

/**
 * The fake BTCPay Server as a process of its own, for the browser tests: settings from the
 * environment, its address printed as the first line on stdout, stopped by SIGTERM.
 */
const fake = new FakeBtcpay({
  apiKey: process.env.FAKE_BTCPAY_API_KEY ?? '',
  storeId: process.env.FAKE_BTCPAY_STORE_ID ?? '',
  webhookSecret: process.env.FAKE_BTCPAY_WEBHOOK_SECRET ?? '',
  webhookUrl: process.env.FAKE_BTCPAY_WEBHOOK_URL,
});
const url = await fake.start();
process.stdout.write(`${url}\n`);
process.on('SIGTERM', () => {
  void fake.stop().then(() => process.exit(0));
});
