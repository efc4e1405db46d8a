import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** A language's texts for the guest pages (i18n/common.<locale>.ts, features/auth/<locale>.ts). */
const publicTextsOf = (locale: string) =>
  new RegExp(`/src/(i18n/common\\.|features/auth/)${locale}\\.ts$`);
/** A language's texts for the student area (features/<feature>/<locale>.ts, but auth's). */
const studentTextsOf = (locale: string) =>
  new RegExp(`/src/features/(?!auth/)[^/]+/${locale}\\.ts$`);

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
            // Two requests per language instead of one per feature: what the guest pages need,
            // and the student area's (i18n/index.ts). Only the catalogue files go in: the shared
            // rules they quote stay where the app's code needs them, or the entry would import
            // the language's chunk. Plain data, so no start-up order to break.
            { name: 'texts-public-en', test: publicTextsOf('en') },
            { name: 'texts-public-ru', test: publicTextsOf('ru') },
            { name: 'texts-student-en', test: studentTextsOf('en') },
            { name: 'texts-student-ru', test: studentTextsOf('ru') },
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
