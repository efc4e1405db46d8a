import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../app.factory.js';
import { AppConfig } from '../config/app-config.js';
import { buildOpenApiDocument } from '../openapi.js';

const USAGE = `Usage: node backend/dist/cli/openapi.js [--out <file>]

Writes the API's OpenAPI document as JSON to <file> (default backend/openapi.json).
It boots the application on a throw-away in-memory database and listens on no port, so it
needs neither a database server nor the settings of a deployment.`;

const DEFAULT_OUT = resolve(import.meta.dirname, '../../openapi.json');

async function writeOpenApiDocument(out: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-openapi-'));
  // Only these settings, whatever the environment says: the document must not depend on the
  // machine that writes it (a DATABASE_URL, a payment provider, a public URL).
  const config = new AppConfig({
    DATA_DIR: dataDir,
    EMBEDDED_DATABASE_DIR: 'memory://',
    LOG_LEVEL: 'silent',
  });
  const app = await createApp(config);
  try {
    const document = buildOpenApiDocument(app);
    writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let out: string;
try {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  out = resolve(values.out ?? DEFAULT_OUT);
} catch (error) {
  // parseArgs refuses unknown options and a missing value.
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
writeOpenApiDocument(out).then(
  () => console.log(`OpenAPI document written to ${out}`),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
