import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { useMyShop } from '../api/get-my-shop';
import { useUpdateShop } from '../api/update-shop';
import { ShopForm } from '../components/ShopForm';
import '../format';

/** Edit my shop (spec xiugaishop). Changing the trade licence sends a verified shop back to review. */
export default function EditShopPage() {
  const { t } = useTranslation('shops');
  const navigate = useNavigate();
  const mine = useMyShop();
  const update = useUpdateShop();
  const shop = mine.data?.shop;

  if (mine.isSuccess && !shop) return <Navigate to="/me/shop/open" replace />;
  return (
    <Page title={t('edit.title')} back="/me/shop" narrow>
      {mine.isPending && <LoadingState />}
      {mine.isError && <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />}
      {shop && (
        <Stack gap="md">
          {shop.status === 'verified' && (
            <Alert color="yellow" variant="light">
              {t('edit.licenceNote')}
            </Alert>
          )}
          {shop.status === 'rejected' && (
            <Alert color="red" variant="light">
              {t('edit.resubmitNote')}
            </Alert>
          )}
          <ShopForm
            shop={shop}
            submitLabel={shop.status === 'rejected' ? t('edit.resubmit') : t('edit.submit')}
            pending={update.isPending}
            onSubmit={async (body) => {
              await update.mutateAsync(body);
              void navigate('/me/shop', { replace: true });
            }}
          />
        </Stack>
      )}
    </Page>
  );
}
