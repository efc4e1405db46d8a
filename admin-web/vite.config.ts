import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // index.html links its files under /admin/, where the students' origin serves them; a host of
  // its own (ADMIN_HOST) serves the same build at its root and rewrites those links (the backend's
  // web-apps.ts). Everything else is addressed relative to the file that loads it, so one build
  // works at both places.
  base: '/admin/',
  experimental: {
    renderBuiltUrl: (_file, { hostType }) =>
      hostType === 'js' || hostType === 'css' ? { relative: true } : undefined,
  },
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { sourcemap: true },
});
