import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import type { StaffRole } from '@academy/contracts';
import { createApp } from '../../src/app.factory.js';
import { AppConfig, type Environment } from '../../src/config/app-config.js';
import { AdminAccountsService } from '../../src/modules/admin-auth/admin-accounts.service.js';

export const STRONG_PASSWORD = 'Str0ng!pass';

/** A balance_ledger row as the database returns it (NUMERIC as text on pg, number on PGlite). */
export interface LedgerRow {
  id: string | number;
  delta: string | number;
  balance_after: string | number;
  reason: string;
  admin_id: number | null;
}

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  config: AppConfig;
  /** Registers a student and returns their id and token. */
  student(
    overrides?: Partial<Record<'username' | 'lastname' | 'email' | 'contact' | 'password', string>>,
  ): Promise<{
    id: number;
    token: string;
    email: string;
  }>;
  /** A user's balance ledger, oldest first. */
  ledger(userId: number): Promise<LedgerRow[]>;
  /** Creates a staff account with this role and returns its bearer token. */
  staff(role: StaffRole): Promise<string>;
  close(): Promise<void>;
}

let studentCounter = 0;

/**
 * The real application on a throw-away database: in-memory PGlite, or a schema of its own in the
 * PostgreSQL of DATABASE_URL, so that test files can run side by side.
 */
export async function createTestApp(env: Environment = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = new AppConfig({
    DATA_DIR: dataDir,
    EMBEDDED_DATABASE_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_IP: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const http = request(app.getHttpServer());
  let staffCounter = 0;

  return {
    app,
    http,
    config,
    async student(overrides = {}) {
      studentCounter += 1;
      const email =
        overrides.email ?? `student${studentCounter}.${randomBytes(3).toString('hex')}@example.com`;
      const response = await http
        .post('/api/register')
        .send({
          username: 'Anna',
          lastname: 'Petrova',
          contact: '+79123456789',
          password: STRONG_PASSWORD,
          ...overrides,
          email,
        })
        .expect(201);
      const me = await http.get('/api/user').set('token', response.body.token).expect(200);
      return { id: me.body.data.id as number, token: response.body.token as string, email };
    },
    ledger(userId) {
      return app
        .get(DataSource)
        .query(
          `SELECT id, delta, balance_after, reason, admin_id FROM balance_ledger WHERE user_id = $1 ORDER BY id`,
          [userId],
        );
    },
    async staff(role) {
      staffCounter += 1;
      const username = `${role}.${staffCounter}`;
      const password = 'staff-password-long';
      await app.get(AdminAccountsService).upsert(username, password, role);
      const response = await http.post('/api/admin/login').send({ username, password }).expect(200);
      return `Bearer ${response.body.token}`;
    },
    async close() {
      if (schema) await app.get(DataSource).query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
