import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { mediaUrl } from '../format';

/** A titled section of a car's page (the public page and the admin's review page). */
export function DetailSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The seller's walk-around video, loaded only when played. */
export function ListingVideo({ url, maxHeight, testId }: { url: string; maxHeight: number; testId?: string }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: sellers' walk-around videos have no captions
    <video
      src={mediaUrl(url)}
      controls
      preload="metadata"
      playsInline
      style={{ inlineSize: '100%', borderRadius: 8, background: '#000', maxBlockSize: maxHeight }}
      data-testid={testId}
    />
  );
}
