import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { LegalDocument } from '../components/LegalDocument';

export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('legal:terms.title')} back="/settings">
      <Paper withBorder p="lg" radius="md">
        <LegalDocument doc="terms" withTitle={false} />
      </Paper>
    </Page>
  );
}
