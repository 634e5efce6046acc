/** Shared setup for web component tests (jsdom): Mantine's matchMedia, the global i18next with real locale bundles, the Mantine provider. */
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import i18next, { type ResourceLanguage } from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';

/** Mantine reads the colour scheme preference through matchMedia, which jsdom lacks. */
export function stubMatchMedia(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/**
 * For the whole test file: before its tests, matchMedia stubbed and the global i18next (read by react-i18next)
 * initialised in English with these locale bundles, `ns` the namespaces it loads (the first is the default);
 * after each test, the rendered DOM cleaned up.
 */
export function setupComponentTests(bundles: ResourceLanguage, ns: string[]): void {
  beforeAll(async () => {
    stubMatchMedia();
    await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: bundles }, ns });
  });
  afterEach(cleanup);
}

/** Renders inside the Mantine provider, as the app does. */
export const renderWithProviders = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
