import { Badge, Group, type GroupProps, Text } from '@mantine/core';
import { APP_VERSION } from '@souq/shared';

/** "v<this app> → v<latest>", as two badges. */
export function VersionChange({ latest, justify }: { latest: string; justify?: GroupProps['justify'] }) {
  return (
    <Group gap="xs" justify={justify}>
      <Badge variant="light" tt="none" className="ltr">
        v{APP_VERSION}
      </Badge>
      <Text aria-hidden>→</Text>
      <Badge color="teal" tt="none" className="ltr">
        v{latest}
      </Badge>
    </Group>
  );
}
