import type { User } from '@souq/shared';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/LinkList';

/** This feature's row on Mine: the lives of the hosts I follow. */
export function LiveMineLinks(_props: { user: User }) {
  const { t } = useTranslation('live');
  return (
    <LinkList
      testId="mine-live-links"
      items={[{ to: '/live', icon: IconBroadcast, label: t('lives.title'), testId: 'mine-lives' }]}
    />
  );
}
