import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { directionOf } from '@souq/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { appLanguage, i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Geeza Pro", Tahoma, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

export function Providers({ children }: { children: ReactNode }) {
  const dir = directionOf(appLanguage());
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={dir} detectDirection={false}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications position="top-center" limit={3} zIndex={1000} />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
