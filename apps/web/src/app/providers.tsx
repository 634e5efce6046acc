import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
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
        <MantineProvider theme={theme} defaultColorScheme="light">
          <AppToasts />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
