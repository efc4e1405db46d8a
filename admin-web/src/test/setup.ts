import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue } from '../providers/i18n-provider';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // react-admin keeps a list's filters in the address: the next test starts from a bare one.
  window.history.replaceState(null, '', '/');
});

// The app fetches the Russian texts when they are first shown; tests draw either language at once.
await loadCatalogue('ru');
