import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import i18n, { loadStudentTexts } from '../i18n';

// Component tests read the English words, whatever language the machine's browser prefers.
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadStudentTexts();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
