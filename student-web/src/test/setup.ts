import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import i18n, { loadStudentTexts } from '../i18n';

// CI runs these beside the API tests on two cores: a menu or a list may take seconds to draw
// there, and only a test that fails waits that long.
configure({ asyncUtilTimeout: 5000 });

// Component tests read the English words, whatever language the machine's browser prefers.
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadStudentTexts();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
