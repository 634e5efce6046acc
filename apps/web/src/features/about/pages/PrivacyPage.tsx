import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { LegalDocument } from '../components/LegalDocument';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('legal:privacy.title')} back="/settings">
      <Paper withBorder p="lg" radius="md">
        <LegalDocument doc="privacy" withTitle={false} />
      </Paper>
    </Page>
  );
}
