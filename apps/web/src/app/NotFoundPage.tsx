import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../components/Page';
import { EmptyState } from '../components/States';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('common:notFound.title')} back="/">
      <EmptyState
        icon={<IconMapQuestion size={34} />}
        title={t('common:notFound.title')}
        description={t('common:notFound.text')}
        action={
          <Button component={Link} to="/">
            {t('common:actions.goHome')}
          </Button>
        }
      />
    </Page>
  );
}
