import type { ListingDetail } from '@souq/shared';
import { IconCarOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useListing } from '../api/get-listing';
import { useUpdateListing } from '../api/update-listing';
import type { InspectionDraft } from '../components/InspectionEditor';
import { LeaveGuard } from '../components/LeaveGuard';
import { ListingForm, type ListingFormState } from '../components/ListingForm';
import { PublishResult } from '../components/PublishResult';
import { formFromListing } from '../listing-form';

function stateFromListing(listing: ListingDetail): ListingFormState {
  const inspection: InspectionDraft = listing.inspection
    ? {
        enabled: true,
        results: Object.fromEntries(
          listing.inspection.checklist.map((row) => [row.item, { result: row.result, note: row.note ?? '' }]),
        ),
        files: listing.inspection.files.map((f) => ({
          uploadId: f.uploadId,
          url: f.url,
          mime: f.mime,
          thumbUrl: f.thumbUrl,
        })),
        inspectedAt: listing.inspection.inspectedAt?.slice(0, 10) ?? '',
        inspector: listing.inspection.inspector ?? '',
      }
    : { enabled: false, results: {}, files: [], inspectedAt: '', inspector: '' };
  return {
    values: formFromListing(listing),
    photos: listing.photos.map((p) => ({
      key: p.uploadId,
      uploadId: p.uploadId,
      url: p.thumbUrl || p.url,
      progress: 1,
    })),
    video: listing.video
      ? { uploadId: listing.video.uploadId, url: listing.video.url, mime: listing.video.mime, thumbUrl: null }
      : null,
    inspection,
  };
}

/** Edit a car (spec: editCar, exportEditCar, upReport). Drafts and sent-back cars can be saved or published. */
export default function EditCarPage() {
  const { t } = useTranslation('listings');
  const { id } = useParams();
  const query = useListing(id);
  const update = useUpdateListing();
  const [state, setState] = useState<ListingFormState | null>(null);
  const [dirty, setDirty] = useState(false);
  const [result, setResult] = useState<ListingDetail | null>(null);
  const listing = query.data;

  useEffect(() => {
    if (listing && !state) setState(stateFromListing(listing));
  }, [listing, state]);

  const draftable = listing?.status === 'draft' || listing?.status === 'rejected';
  return (
    <Page title={t('edit.title')} back={id ? `/cars/${id}` : '/me/cars'} narrow>
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {listing && !listing.canEdit && <EmptyState icon={<IconCarOff size={34} />} title={t('detail.notFound')} />}
      {result && <PublishResult listing={result} />}
      {!result && listing?.canEdit && state && (
        <ListingForm
          state={state}
          onState={(fn) => {
            setState((s) => (s ? fn(s) : s));
            setDirty(true);
          }}
          draftable={draftable}
          busy={update.isPending}
          publishLabel={draftable ? t('form.publish') : t('form.saveChanges')}
          submit={async (body) => {
            const saved = await update.mutateAsync({ id: listing.id, body });
            setDirty(false);
            setResult(saved);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      <LeaveGuard when={dirty && !result} />
    </Page>
  );
}
