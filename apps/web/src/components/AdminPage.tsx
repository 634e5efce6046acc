import { type MantineSpacing, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Page } from './Page';
import { EmptyState, LoadingState } from './States';

export interface AdminPageProps {
  title: string;
  /** Where the back button goes when there is no history. */
  back?: string;
  /** Whether the viewer may see the list (the page knows the viewer's roles; the kit does not). */
  allowed: boolean;
  /** The viewer is not known yet: a loader stands in for the page. */
  checking: boolean;
  /** The "for staff only" state's title and text, in the feature's own words. */
  forbidden: { title: string; text: string };
  /** Search fields, selects or anything above the list. */
  filters?: ReactNode;
  /** Space between the filters and the list. */
  gap?: MantineSpacing;
  /** The list itself (often status tabs around it). */
  children: ReactNode;
}

/** An admin list page: the title, a lock for viewers who are not staff, the filters and the list. */
export function AdminPage({
  title,
  back = '/mine',
  allowed,
  checking,
  forbidden,
  filters,
  gap = 'sm',
  children,
}: AdminPageProps) {
  return (
    <Page title={title} back={back}>
      {checking && <LoadingState />}
      {!checking && !allowed && (
        <EmptyState icon={<IconLock size={34} />} title={forbidden.title} description={forbidden.text} />
      )}
      {!checking &&
        allowed &&
        (filters ? (
          <Stack gap={gap}>
            {filters}
            {children}
          </Stack>
        ) : (
          children
        ))}
    </Page>
  );
}
