import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const ALL_TESTS = ['src/**/*.spec.ts', 'test/**/*.e2e-spec.ts'];
// nestjs-pino keeps one logger per process: the file that reads what the application logs needs
// a process of its own.
const NEEDS_OWN_PROCESS = ['test/logging.e2e-spec.ts'];

// NestJS dependency injection reads TypeScript's decorator metadata, which only SWC emits here.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'backend',
          include: ALL_TESTS,
          exclude: NEEDS_OWN_PROCESS,
          // Every file builds its own application on its own database schema, so files may share
          // a worker's loaded modules: importing NestJS, TypeORM and the app anew for each of 90
          // files cost more than half of this suite's time (docs/decisions.md, "Test speed").
          isolate: false,
        },
      },
      { extends: true, test: { name: 'backend-own-process', include: NEEDS_OWN_PROCESS } },
    ],
  },
});
