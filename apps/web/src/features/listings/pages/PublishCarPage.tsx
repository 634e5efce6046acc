import { LISTING_KINDS, type ListingDetail, type ListingKind } from '@souq/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { useCreateListing } from '../api/create-listing';
import { LeaveGuard } from '../components/LeaveGuard';
import { initialFormState, ListingForm, type ListingFormState } from '../components/ListingForm';
import { PublishResult } from '../components/PublishResult';
import { emptyListingForm } from '../listing-form';

function kindOf(value: string | null): ListingKind {
  return (LISTING_KINDS as readonly string[]).includes(value ?? '') ? (value as ListingKind) : 'used';
}

/** Publish a car (spec: fabucheliang, publishCar; `?kind=export` for exportCar). */
export default function PublishCarPage() {
  const { t } = useTranslation('listings');
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const [state, setState] = useState<ListingFormState>(() => initialFormState(emptyListingForm(kind)));
  const [dirty, setDirty] = useState(false);
  const [result, setResult] = useState<ListingDetail | null>(null);
  const create = useCreateListing();

  return (
    <Page title={kind === 'export' ? t('publish.titleExport') : t('publish.title')} back="/publish" narrow>
      {result ? (
        <PublishResult
          listing={result}
          onAnother={() => {
            setResult(null);
            setState(initialFormState(emptyListingForm(kind)));
            setDirty(false);
          }}
        />
      ) : (
        <ListingForm
          state={state}
          onState={(update) => {
            setState(update);
            setDirty(true);
          }}
          draftable
          busy={create.isPending}
          publishLabel={t('form.publish')}
          submit={async (body) => {
            const listing = await create.mutateAsync(body);
            setDirty(false);
            setResult(listing);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      <LeaveGuard when={dirty && !result} />
    </Page>
  );
}
