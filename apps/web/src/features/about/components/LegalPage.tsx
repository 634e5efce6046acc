import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { type LegalDoc, LegalDocument } from './LegalDocument';

/** A legal text as its own page, titled by the document, back to the settings. */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation('legal');
  return (
    <Page title={t(`${doc}.title`)} back="/settings">
      <Paper withBorder p="lg" radius="md">
        <LegalDocument doc={doc} withTitle={false} />
      </Paper>
    </Page>
  );
}
