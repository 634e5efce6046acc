import { Button } from '@mantine/core';
import { IconClipboardOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useListing } from '../api/get-listing';
import { InspectionReport } from '../components/InspectionReport';

/** The car's inspection report on its own page (spec: reportShow). */
export default function CarReportPage() {
  const { t } = useTranslation('listings');
  const { id } = useParams();
  const query = useListing(id);
  const listing = query.data;
  return (
    <Page
      title={listing ? t('inspection.titleOf', { title: listing.title }) : t('inspection.title')}
      back={`/cars/${id}`}
    >
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {listing && !listing.inspection && (
        <EmptyState
          icon={<IconClipboardOff size={34} />}
          title={t('inspection.none')}
          action={
            <Button component={Link} to={`/cars/${listing.id}`} variant="light">
              {t('inspection.backToCar')}
            </Button>
          }
        />
      )}
      {listing?.inspection && <InspectionReport inspection={listing.inspection} alt={listing.title} />}
    </Page>
  );
}
