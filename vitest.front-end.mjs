import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The front ends' unit tests, the same for both apps: React components in a happy-dom page, each
 * app's own src/test/setup.ts run first. Paths are relative to the app that runs them.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'happy-dom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Typing with user-event is slow on a loaded 2-core CI machine.
    testTimeout: 20_000,
  },
});
