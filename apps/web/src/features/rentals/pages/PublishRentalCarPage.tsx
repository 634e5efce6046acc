import type { RentalCarInput } from '@souq/shared';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useSession } from '../../../lib/session';
import { useCreateRentalCar, useRentalCar, useUpdateRentalCar } from '../api/rental-cars';
import { RentalCarForm } from '../components/RentalCarForm';

/** `/rentals/publish` (a new car) and `/merchant/rentals/cars/:id/edit` (spec publishRentalCar). */
export default function PublishRentalCarPage() {
  const { t } = useTranslation('rentals');
  const { id } = useParams();
  const navigate = useNavigate();
  const car = useRentalCar(id ?? '', { enabled: !!id });
  const create = useCreateRentalCar();
  const update = useUpdateRentalCar();
  const editing = !!id;
  const isMerchant = useSession().user?.roles.includes('merchant') ?? false;

  const save = async (values: RentalCarInput) => {
    const saved = editing
      ? await update.mutateAsync({ id: id as string, body: values })
      : await create.mutateAsync(values);
    // The car's page (or the fleet list) shows what was saved: no toast.
    await navigate(editing ? `/rentals/cars/${encodeURIComponent(saved.id)}` : '/merchant/rentals/cars', {
      replace: true,
    });
  };

  if (!isMerchant) {
    return (
      <Page title={t('publish.title')} back="/mine" narrow>
        <EmptyState
          icon={<IconBuildingStore size={34} />}
          title={t('publish.merchantOnly')}
          description={t('publish.merchantOnlyText')}
        />
      </Page>
    );
  }

  return (
    <Page title={editing ? t('publish.editTitle') : t('publish.title')} back="/merchant/rentals/cars" narrow>
      {editing && car.isPending && <LoadingState />}
      {editing && car.isError && <ErrorState error={car.error} onRetry={() => void car.refetch()} />}
      {(!editing || car.data) && (
        <RentalCarForm
          key={car.data?.id ?? 'new'}
          car={editing ? car.data : undefined}
          onSave={save}
          saving={create.isPending || update.isPending}
        />
      )}
    </Page>
  );
}
