import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // react-admin keeps a list's filters in the address: the next test starts from a bare one.
  window.history.replaceState(null, '', '/');
});
