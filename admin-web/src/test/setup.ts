import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue } from '../providers/i18n-provider';

// CI runs these beside the API tests on two cores: a menu or a list may take seconds to draw
// there, and only a test that fails waits that long.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // react-admin keeps a list's filters in the address: the next test starts from a bare one.
  window.history.replaceState(null, '', '/');
});

// The app fetches the Russian texts when they are first shown; tests draw either language at once.
await loadCatalogue('ru');
