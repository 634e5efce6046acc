import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { safeRedirect } from '../../../lib/navigation';
import { useCreateDriver, useDeleteDriver, useDriver, useUpdateDriver } from '../api/drivers';
import { DriverForm, type DriverFormValues } from '../components/DriverForm';
import { afterDriverSaved } from '../links';

/** `/me/drivers/new` and `/me/drivers/:id` (spec rentersAdd, servicePart). */
export default function DriverEditPage() {
  const { t } = useTranslation('rentals');
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('return');
  // Added while booking: the licence must be valid through the booking's return.
  const validThrough = params.get('validThrough');
  const driver = useDriver(id ?? '', { enabled: !isNew });
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const remove = useDeleteDriver();
  const [confirming, setConfirming] = useState(false);

  const save = async (values: DriverFormValues) => {
    if (isNew) {
      // The page we return to shows the saved driver: no toast.
      const created = await create.mutateAsync({ ...values, ...(validThrough ? { validThrough } : {}) });
      await navigate(afterDriverSaved(returnTo, created.id), { replace: true });
    } else {
      await update.mutateAsync({ id: id as string, body: { ...values, ...(validThrough ? { validThrough } : {}) } });
      await navigate(safeRedirect(returnTo, '/me/drivers'), { replace: true });
    }
  };

  const back = safeRedirect(returnTo, '/me/drivers');
  return (
    <Page title={isNew ? t('drivers.newTitle') : t('drivers.editTitle')} back={back} narrow>
      {!isNew && driver.isPending && <LoadingState />}
      {!isNew && driver.isError && <ErrorState error={driver.error} onRetry={() => void driver.refetch()} />}
      {(isNew || driver.data) && (
        <DriverForm
          key={driver.data?.id ?? 'new'}
          driver={driver.data}
          validThrough={validThrough}
          onSave={save}
          saving={create.isPending || update.isPending}
          actions={
            !isNew && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
                data-testid="driver-delete"
              >
                {t('drivers.delete')}
              </Button>
            )
          }
        />
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('drivers.deleteTitle')}
        text={t('drivers.deleteText')}
        confirmLabel={t('drivers.delete')}
        loading={remove.isPending}
        confirmTestId="driver-delete-confirm"
        onConfirm={() =>
          remove.mutate(id as string, {
            onSuccess: () => {
              setConfirming(false);
              void navigate('/me/drivers', { replace: true });
            },
          })
        }
      />
    </Page>
  );
}
