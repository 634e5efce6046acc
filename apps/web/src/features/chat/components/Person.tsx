import { Avatar, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../chat.module.css';

/** A person in a list (friends, requests, search results, group members) with actions at the end. */
export function Person({
  name,
  avatarUrl,
  sub,
  children,
  testId,
}: {
  name: string;
  avatarUrl: string | null;
  sub?: string | null;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={classes.person} data-testid={testId}>
      <Avatar src={avatarUrl} radius="xl" size={44} color="indigo" alt="">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className={classes.personText}>
        <bdi className={classes.personName} dir="auto">
          {name}
        </bdi>
        {sub && (
          <Text size="xs" c="dimmed" truncate>
            {sub}
          </Text>
        )}
      </div>
      <Group gap={6} wrap="nowrap">
        {children}
      </Group>
    </div>
  );
}
