import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { useMe } from '../../users';
import { useMyShop } from '../api/get-my-shop';
import { useOpenShop } from '../api/open-shop';
import { ShopForm } from '../components/ShopForm';
import '../format';

/** Open a shop: the details, then an admin verifies it. A user who is not a merchant becomes one. */
export default function OpenShopPage() {
  const { t } = useTranslation('shops');
  const navigate = useNavigate();
  const me = useMe();
  const mine = useMyShop();
  const open = useOpenShop();

  if (mine.data?.shop && !open.isSuccess) return <Navigate to="/me/shop" replace />;
  const rejected = me.data?.merchantStatus === 'rejected';
  const isMerchant = me.data?.roles.includes('merchant') ?? false;

  return (
    <Page title={isMerchant ? t('open.title') : t('open.becomeDealer')} back="/mine" narrow>
      {mine.isPending && <LoadingState />}
      {mine.isError && <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />}
      {mine.isSuccess && rejected && (
        <Alert color="red" variant="light" data-testid="shop-merchant-rejected">
          {t('open.merchantRejected')}
        </Alert>
      )}
      {mine.isSuccess && !rejected && (
        <Stack gap="md">
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
            <Text size="sm">{t('open.intro')}</Text>
          </Alert>
          <ShopForm
            submitLabel={t('open.submit')}
            pending={open.isPending}
            onSubmit={async (body) => {
              await open.mutateAsync(body);
              void navigate('/me/shop', { replace: true });
            }}
          />
        </Stack>
      )}
    </Page>
  );
}
