import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfiniteList } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useMyDeals } from '../api/get-my-deals';
import { DealCard } from '../components/DealCard';

/** My deals (buyerOrder / sellerOrder): lots I won with their invoices, lots I sold with the payout. */
export default function MyDealsPage() {
  const { t } = useTranslation('deals');
  const [params, setParams] = useSearchParams();
  const role = params.get('role') === 'seller' ? 'seller' : 'buyer';
  const deals = useMyDeals(role);
  const network = useNetwork();
  return (
    <Page title={t('title')} back="/mine">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={role}
          onChange={(v) => setParams({ role: v }, { replace: true })}
          data={[
            { value: 'buyer', label: t('tabs.buyer') },
            { value: 'seller', label: t('tabs.seller') },
          ]}
          data-testid="deals-role"
        />
        {!network.online && (
          <Alert color="gray" variant="light">
            {t('offline')}
          </Alert>
        )}
        <InfiniteList
          query={deals}
          empty={<EmptyState title={role === 'buyer' ? t('empty.buyer') : t('empty.seller')} testId="deals-empty" />}
        >
          {(items) => (
            <Stack gap="sm">
              {items.map((deal) => (
                <DealCard key={deal.id} deal={deal} to={`/deals/${deal.id}`} />
              ))}
            </Stack>
          )}
        </InfiniteList>
        {role === 'buyer' && (
          <Text size="xs" c="dimmed">
            {t('notWon')}
          </Text>
        )}
      </Stack>
    </Page>
  );
}
