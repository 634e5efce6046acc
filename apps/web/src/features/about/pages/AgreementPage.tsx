import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { LegalDocument } from '../components/LegalDocument';

export default function AgreementPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('legal:agreement.title')} back="/settings">
      <Paper withBorder p="lg" radius="md">
        <LegalDocument doc="agreement" withTitle={false} />
      </Paper>
    </Page>
  );
}
