import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/States';
import { useFriends } from '../api/friends';

/** Friends to add to a group (those already in it are left out). */
export function FriendPicker({
  value,
  onChange,
  exclude,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  exclude?: ReadonlySet<string>;
}) {
  const { t } = useTranslation('chat');
  const friends = useFriends();
  if (friends.isPending) return <LoadingState />;
  const items = (friends.data?.items ?? []).filter((f) => !exclude?.has(f.userId));
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('groups.noFriends')}
      </Text>
    );
  return (
    <Checkbox.Group value={value} onChange={onChange} label={t('groups.pickMembers')}>
      <Stack gap="xs" mt="xs">
        {items.map((f) => (
          <Checkbox key={f.userId} value={f.userId} label={<bdi>{f.remark || f.nickname}</bdi>} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
