import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import NotFoundPage from '../../../app/NotFoundPage';
import { Page } from '../../../components/Page';
import { AgreementDocument, RENTAL_AGREEMENTS, type RentalAgreement } from '../components/AgreementDocument';

/** `/rentals/agreements/rental` and `/rentals/agreements/reservation`: the agreements to read in full. */
export default function RentalAgreementPage() {
  const { t } = useTranslation('rentals');
  const { doc = '' } = useParams();
  if (!(RENTAL_AGREEMENTS as readonly string[]).includes(doc)) return <NotFoundPage />;
  const agreement = doc as RentalAgreement;
  return (
    <Page title={t(`agreements.${agreement}.title`)} back="/rentals" narrow>
      <Paper withBorder p="lg" radius="md">
        <AgreementDocument doc={agreement} withTitle={false} />
      </Paper>
    </Page>
  );
}
