import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import type { RegisterRequest, StaffRole } from '@academy/contracts';
import { aRegistration } from '@academy/contracts/testing';
import { createApp } from '../../src/app.factory.js';
import { AppConfig, type Environment } from '../../src/config/app-config.js';
import { StaffAccountsService } from '../../src/modules/staff-auth/staff-accounts.service.js';
import { BalanceLedgerEntryEntity } from '../../src/modules/users/balance/balance-ledger-entry.entity.js';
import { AfterAnswerWork } from '../../src/modules/auth/after-answer-work.js';
import { Outbox } from './outbox.js';
import { contractCheckedAgent, responseContractOf } from './response-contract.js';

export interface TestAppOptions<Role extends StaffRole> {
  /** Settings on top of the test defaults (a throw-away DATA_DIR and database, quiet logs). */
  env?: Environment;
  /** Staff accounts to create and sign in; their tokens are in `tokens`. */
  staff?: readonly Role[];
}

export interface TestApp<Role extends StaffRole = never> {
  app: NestFastifyApplication;
  http: TestAgent;
  config: AppConfig;
  /** `Authorization` header values of the staff asked for in the options, by role. */
  tokens: Record<Role, string>;
  outbox: Outbox;
  /** Registers a student and returns their id and token. */
  student(overrides?: Partial<RegisterRequest>): Promise<{
    id: number;
    token: string;
    email: string;
  }>;
  /** A user's balance ledger, oldest first. */
  ledger(userId: number): Promise<BalanceLedgerEntryEntity[]>;
  /** Creates one more staff account and returns its `Authorization` header value. */
  staff(role: StaffRole, username?: string): Promise<string>;
  close(): Promise<void>;
}

/** The staff account's id: the subject of its token. */
export function staffIdOf(bearer: string): number {
  const payload = bearer.replace('Bearer ', '').split('.')[1];
  return Number((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub);
}

/**
 * The real application on a throw-away database: in-memory PGlite, or a schema of its own in the
 * PostgreSQL of DATABASE_URL, so that test files can run side by side.
 */
export async function createTestApp<Role extends StaffRole = never>(
  options: TestAppOptions<Role> = {},
): Promise<TestApp<Role>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = new AppConfig({
    DATA_DIR: dataDir,
    EMBEDDED_DATABASE_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_IP: '1000',
    // Every coin offered, as a deployment that takes crypto has them; a test of fewer sets them empty.
    CRYPTO_ADDRESS_BTC: 'bc1qtestaddress000000000000000000000000',
    CRYPTO_ADDRESS_ETH: '0x0000000000000000000000000000000000000e7h',
    CRYPTO_ADDRESS_USDT_TRC20: 'TTestTronAddress0000000000000000000',
    CRYPTO_ADDRESS_USDT_ERC20: '0x00000000000000000000000000000000000e4c20',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    ...options.env,
  });
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  // Every answer is checked against the API's own OpenAPI document.
  const http = contractCheckedAgent(request(app.getHttpServer()), responseContractOf(app));
  let staffCounter = 0;

  const staff = async (role: StaffRole, username = `${role}.${(staffCounter += 1)}`) => {
    const password = 'staff-password-long';
    await app.get(StaffAccountsService).upsert(username, password, role);
    const response = await http
      .post('/api/admin/login')
      // With ADMIN_HOST, staff sign in on the back office's host only.
      .set(config.adminHost ? { Host: config.adminHost } : {})
      .send({ username, password })
      .expect(200);
    return `Bearer ${response.body.token}`;
  };
  const tokens = {} as Record<Role, string>;
  for (const role of options.staff ?? []) tokens[role] = await staff(role);

  return {
    app,
    http,
    config,
    tokens,
    outbox: new Outbox(join(dataDir, 'outbox'), () => app.get(AfterAnswerWork).settled()),
    async student(overrides = {}) {
      const registration = aRegistration(overrides);
      const response = await http.post('/api/register').send(registration).expect(201);
      const me = await http.get('/api/user').set('token', response.body.token).expect(200);
      return {
        id: me.body.data.id as number,
        token: response.body.token as string,
        email: registration.email,
      };
    },
    ledger(userId) {
      return app
        .get(DataSource)
        .getRepository(BalanceLedgerEntryEntity)
        .find({ where: { userId }, order: { id: 'ASC' } });
    },
    staff,
    async close() {
      if (schema) await app.get(DataSource).query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
