import { Button, Group, Stack, Text } from '@mantine/core';
import type { Release } from '@souq/shared/auctions/auctions.schema';
import { IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import figures from '../../../components/figures.module.css';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { PageAction } from '../../../components/PageAction';
import { EmptyState } from '../../../components/States';
import { aedPrice } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDecideApproval } from '../api/decide-approval';
import { useMyReleases } from '../api/get-my-releases';
import { ReleaseStatusBadge } from '../components/ReleaseStatusBadge';
import { dateTime } from '../format';

function ReleaseRow({ release, onDecide }: { release: Release; onDecide: (accept: boolean) => void }) {
  const { t } = useTranslation('auctions');
  const onApproval = release.status === 'closed' && release.result === 'on_approval';
  return (
    <div className={linkRow.plainRow} data-testid="release-row">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} size="sm" lineClamp={2}>
            <bdi>{release.car.title}</bdi>
          </Text>
          <ReleaseStatusBadge release={release} />
        </Group>
        <Text size="sm">
          {t('release.startPrice')}: <span className={figures.amount}>{aedPrice(release.startPriceFils)}</span>
          {release.reserveFils !== null && (
            <>
              {' · '}
              {t('release.reserveShort')}: <span className={figures.amount}>{aedPrice(release.reserveFils)}</span>
            </>
          )}
        </Text>
        {release.priceFils !== null && (
          <Text size="sm">
            {t('release.highBid')}: <b className={figures.amount}>{aedPrice(release.priceFils)}</b>
          </Text>
        )}
        {release.startsAt && (
          <Text size="xs" c="dimmed">
            {t('release.runs', {
              start: dateTime(release.startsAt),
              end: release.endsAt ? dateTime(release.endsAt) : '',
            })}
          </Text>
        )}
        {release.rejectReason && (
          <Text size="sm" c="red.8">
            {t('release.rejectReason', { reason: release.rejectReason })}
          </Text>
        )}
        {release.sessionId && release.status !== 'closed' && (
          <Text size="sm">
            <Link to={`/auctions/lots/${release.lotId}`}>{t('release.openLot')}</Link>
          </Text>
        )}
        {/* Unsold after bids: the lot page offers it to the runner-up (a second chance). */}
        {release.status === 'closed' && release.result === 'unsold' && release.priceFils !== null && (
          <Text size="sm">
            <Link to={`/auctions/lots/${release.lotId}`} data-testid="release-second-chance">
              {t('release.secondChance')}
            </Link>
          </Text>
        )}
        {onApproval && (
          <Stack gap={6}>
            {release.approvalDeadline && (
              <Text size="sm" c="orange.9">
                {t('release.decideBy', { date: dateTime(release.approvalDeadline) })}
              </Text>
            )}
            <Group gap="xs">
              <Button size="xs" color="teal" onClick={() => onDecide(true)} data-testid="approval-accept">
                {t('release.accept')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => onDecide(false)}
                data-testid="approval-decline"
              >
                {t('release.decline')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </div>
  );
}

/** My cars released to auction, where each stands; lots closed below the reserve wait for my answer. */
export default function MyReleasesPage() {
  const { t } = useTranslation('auctions');
  const releases = useMyReleases();
  const decide = useDecideApproval();
  const [pending, setPending] = useState<{ release: Release; accept: boolean } | null>(null);

  const confirm = () => {
    if (!pending) return;
    decide.mutate(
      { lotId: pending.release.lotId, accept: pending.accept },
      {
        onSuccess: () => {
          toast({ kind: 'success', message: pending.accept ? t('release.accepted') : t('release.declined') });
          setPending(null);
        },
      },
    );
  };

  return (
    <Page
      title={t('release.myTitle')}
      back="/mine"
      actions={
        <PageAction to="/auctions/release" data-testid="release-new">
          {t('release.new')}
        </PageAction>
      }
    >
      <InfiniteList
        query={releases}
        empty={
          <EmptyState icon={<IconGavel size={34} />} title={t('release.empty')} description={t('release.emptyText')} />
        }
      >
        {(items) => (
          <div className={linkRow.list}>
            {items.map((r) => (
              <ReleaseRow key={r.lotId} release={r} onDecide={(accept) => setPending({ release: r, accept })} />
            ))}
          </div>
        )}
      </InfiniteList>
      <ConfirmModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.accept ? t('release.acceptTitle') : t('release.declineTitle')}
        text={
          pending
            ? pending.accept
              ? t('release.acceptText', { amount: aedPrice(pending.release.priceFils ?? 0) })
              : t('release.declineText')
            : ''
        }
        confirmLabel={pending?.accept ? t('release.accept') : t('release.decline')}
        onConfirm={confirm}
        loading={decide.isPending}
        confirmTestId="approval-confirm"
      />
    </Page>
  );
}
