import { AppConfig } from '../config/app-config.js';
import { createBenchDatabase } from './bench-database.js';

describe(createBenchDatabase.name, () => {
  it('sends the embedded run to the embedded database even when DATABASE_URL names a server', async () => {
    const embedded = await createBenchDatabase('embedded', 'postgres://bench@127.0.0.1:5432/test');
    const inherited = {
      DATABASE_URL: 'postgres://bench@127.0.0.1:5432/test',
      DATABASE_SCHEMA: 'elsewhere',
    };
    const config = new AppConfig({ ...inherited, ...embedded.env, DATA_DIR: '/tmp/bench-data' });
    expect(config.databaseUrl).toBeNull();
    expect(config.databaseSchema).toBeNull();
  });
});
