import { useTheme } from '@mui/material';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './AppProviders';

function PaletteMode() {
  return <output>{useTheme().palette.mode}</output>;
}

function deviceScheme(scheme: 'light' | 'dark') {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: media === `(prefers-color-scheme: ${scheme})`,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// renderToString runs no effect: what it draws is what the page's first paint shows.
describe('AppProviders', () => {
  it("paints the first render in the device's dark scheme", () => {
    deviceScheme('dark');
    expect(renderToString(<AppProviders>{<PaletteMode />}</AppProviders>)).toContain('dark');
  });

  it("paints the first render in the device's light scheme", () => {
    deviceScheme('light');
    expect(renderToString(<AppProviders>{<PaletteMode />}</AppProviders>)).toContain('light');
  });

  it('paints the first render in the scheme the student picked over the device', () => {
    deviceScheme('light');
    localStorage.setItem('mui-mode', 'dark');
    expect(renderToString(<AppProviders>{<PaletteMode />}</AppProviders>)).toContain('dark');
  });
});
