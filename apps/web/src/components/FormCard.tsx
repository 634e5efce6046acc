import { Paper, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface FormCardProps {
  /** The dimmed line above the card. */
  intro: ReactNode;
  onSubmit: (event?: FormEvent) => void;
  /** The fields and the submit button, stacked. */
  children: ReactNode;
  /** Below the card (e.g. a link to the other account page). */
  footer?: ReactNode;
}

/** A form page's body: an intro line, then the form (validated by the app, not the browser) on a card. */
export function FormCard({ intro, onSubmit, children, footer }: FormCardProps) {
  return (
    <Stack gap="lg">
      <Text c="dimmed">{intro}</Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">{children}</Stack>
        </form>
      </Paper>
      {footer}
    </Stack>
  );
}
