import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import {
  type CSSVariablesResolver,
  createTheme,
  DirectionProvider,
  MantineProvider,
  useDirection,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { directionOf } from '@souq/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { appLanguage, i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useWidescreen } from './layout/AppLayout';

const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Geeza Pro", Tahoma, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/**
 * Text colours that keep WCAG AA (4.5:1) for the small print they are used for (issue 18):
 * Mantine's dimmed grey (gray.6, 3.3:1 on white); the light badges' text of the bright colours
 * (teal 4.3:1, green 3.8:1, orange 3.6:1, yellow 2.7:1 on their own light backgrounds), one shade
 * darker so they still read as their colour; white on filled teal (teal.8, 3.9:1) is teal.9.
 */
const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-green-light-color': '#1e6b2f',
    '--mantine-color-orange-light-color': '#a63c0a',
    '--mantine-color-yellow-light-color': '#8a5100',
    '--mantine-color-teal-filled': 'var(--mantine-color-teal-9)',
    '--mantine-color-teal-filled-hover': '#066649',
  },
  dark: {},
});

/**
 * Toasts, one at a time (the newest replaces it, see lib/toast), where they hide nothing: at the
 * bottom on a phone, lifted above the tab bar and the safe area (app.css), at the bottom inline-end
 * corner on a wide screen, away from the page title and its back button.
 */
function AppToasts() {
  const wide = useWidescreen();
  const { dir } = useDirection();
  const position = wide ? (dir === 'rtl' ? 'bottom-left' : 'bottom-right') : 'bottom-center';
  return <Notifications className="app-toasts" position={position} limit={1} zIndex={1000} />;
}

export function Providers({ children }: { children: ReactNode }) {
  const dir = directionOf(appLanguage());
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={dir} detectDirection={false}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariables} defaultColorScheme="light">
          <AppToasts />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
