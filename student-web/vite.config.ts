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
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // One request per language instead of one per feature. Only the catalogue files go
            // in: the shared rules they quote stay where the app's code needs them, or the entry
            // would import the language's chunk. Plain data, so no start-up order to break.
            { name: 'catalogue-en', test: catalogueOf('en') },
            { name: 'catalogue-ru', test: catalogueOf('ru') },
            // What every page runs before its screen (the modules the entry imports, directly or
            // not) in two files instead of a dozen shared scraps: React, whose chunk changes only
            // with its version, and the rest (router, MUI's core, i18next, react-query, the
            // shell), each below the 500 kB a chunk may weigh. Each group holds its modules'
            // imports too (React's only import React), so start-up runs in the source's order.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              includeDependenciesRecursively: true,
            },
            { name: 'framework', tags: ['$initial'], includeDependenciesRecursively: true },
          ],
        },
      },
    },
  },
});
