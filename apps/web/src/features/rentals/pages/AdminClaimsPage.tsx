import { Anchor, NativeSelect, Stack } from '@mantine/core';
import { RENTAL_CLAIM_STATUSES } from '@souq/shared';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InfiniteList } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { type ClaimQueue, useClaims } from '../api/claims';
import { ClaimCard } from '../components/ClaimCard';

const QUEUES: readonly ClaimQueue[] = ['pending', ...RENTAL_CLAIM_STATUSES];

/**
 * Admin: rental claims beyond the deposit. The pending queue holds disputed claims, accepted
 * claims that need approval, and claims the renter did not answer in time; each is decided here.
 */
export default function AdminClaimsPage() {
  const { t } = useTranslation('rentals');
  const [params, setParams] = useSearchParams();
  const param = params.get('status') ?? 'pending';
  const status = (QUEUES as readonly string[]).includes(param) ? (param as ClaimQueue) : 'pending';
  const list = useClaims(status);

  return (
    <Page title={t('claims.adminTitle')} back="/mine">
      <Stack gap="md">
        <NativeSelect
          aria-label={t('orders.statusFilter')}
          value={status}
          onChange={(e) => setParams({ status: e.currentTarget.value }, { replace: true })}
          data={QUEUES.map((q) => ({ value: q, label: t(`claims.status.${q}`) }))}
          data-testid="claims-status"
          maw={320}
        />
        <InfiniteList
          query={list}
          empty={
            <EmptyState icon={<IconGavel size={34} />} title={t('claims.none')} description={t('claims.noneText')} />
          }
        >
          {(items) => (
            <Stack gap="md" data-testid="claims-list">
              {items.map((claim) => (
                <Stack key={claim.id} gap={4}>
                  <ClaimCard claim={claim} viewer="admin" />
                  <Anchor
                    component={Link}
                    to={`/admin/rentals/orders/${encodeURIComponent(claim.bookingId)}`}
                    size="sm"
                  >
                    {t('claims.openOrder')}
                  </Anchor>
                </Stack>
              ))}
            </Stack>
          )}
        </InfiniteList>
      </Stack>
    </Page>
  );
}
