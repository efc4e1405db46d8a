import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** A language's catalogue files (i18n/common.<locale>.ts, features/<feature>/<locale>.ts). */
const catalogueOf = (locale: string) =>
  new RegExp(`/src/(i18n/common\\.|features/[^/]+/)${locale}\\.ts$`);

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        // One request per language instead of one per feature. Only the catalogue files go in:
        // the shared rules they quote stay where the app's code needs them, or the entry would
        // import the language's chunk. Plain data, so no start-up order to break.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'catalogue-en', test: catalogueOf('en') },
            { name: 'catalogue-ru', test: catalogueOf('ru') },
          ],
        },
      },
    },
  },
});
