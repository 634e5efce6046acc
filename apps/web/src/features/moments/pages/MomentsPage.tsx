import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';

export default function MomentsPage() {
  const { t } = useTranslation('home');
  return (
    <Page title={t('moments.title')}>
      <EmptyState
        icon={<IconUsersGroup size={34} />}
        title={t('moments.emptyTitle')}
        description={t('moments.emptyText')}
      />
    </Page>
  );
}
