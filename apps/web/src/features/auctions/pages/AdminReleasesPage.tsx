import { Button, Group, Stack, Text } from '@mantine/core';
import type { LotStatus, Release } from '@souq/shared/auctions/auctions.schema';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/AdminPage';
import figures from '../../../components/figures.module.css';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { ReasonModal, useReasonPrompt } from '../../../components/ReasonModal';
import { EmptyState } from '../../../components/States';
import { StatusTabs, useStatusParam } from '../../../components/StatusTabs';
import { aedPrice } from '../../../lib/format';
import { useAuctionAdmin } from '../admin';
import { useAdminReleases } from '../api/get-admin-releases';
import { useApproveRelease, useRejectRelease } from '../api/review-release';
import { ReleaseStatusBadge } from '../components/ReleaseStatusBadge';
import { dateTime } from '../format';

const REVIEW_STATUSES = ['pending_review', 'approved', 'rejected', 'scheduled'] as const satisfies readonly LotStatus[];
const REASON_MAX = 300;

function ReleaseList({ status }: { status: LotStatus }) {
  const { t } = useTranslation('auctions');
  const list = useAdminReleases(status);
  const approve = useApproveRelease();
  const reject = useRejectRelease();
  const prompt = useReasonPrompt<Release>();
  const rejecting = prompt.item;

  const confirmReject = () => {
    const reason = prompt.reason();
    if (!rejecting || !reason) return;
    reject.mutate({ lotId: rejecting.lotId, reason }, { onSuccess: prompt.close });
  };

  return (
    <Stack gap="sm" pt="md">
      <InfiniteList query={list} empty={<EmptyState title={t('admin.noReleases')} />}>
        {(items) => (
          <div className={linkRow.list}>
            {items.map((r) => (
              <div key={r.lotId} className={linkRow.plainRow} data-testid="admin-release-row">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text fw={600} size="sm" lineClamp={2}>
                      <Link to={`/cars/${r.car.id}`}>
                        <bdi>{r.car.title}</bdi>
                      </Link>
                    </Text>
                    <ReleaseStatusBadge release={r} />
                  </Group>
                  <Text size="sm">
                    {t('release.startPrice')}: <span className={figures.amount}>{aedPrice(r.startPriceFils)}</span>
                    {r.reserveFils !== null && (
                      <>
                        {' · '}
                        {t('release.reserveShort')}: <span className={figures.amount}>{aedPrice(r.reserveFils)}</span>
                      </>
                    )}
                  </Text>
                  {r.note && (
                    <Text size="sm" c="dimmed">
                      <bdi>{r.note}</bdi>
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('admin.releasedAt', { date: dateTime(r.createdAt) })}
                  </Text>
                  {r.status === 'pending_review' && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        color="teal"
                        leftSection={<IconCheck size={16} />}
                        loading={approve.isPending && approve.variables === r.lotId}
                        onClick={() => approve.mutate(r.lotId)}
                        data-testid="approve-release"
                      >
                        {t('admin.approve')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        leftSection={<IconX size={16} />}
                        onClick={() => prompt.open(r)}
                        data-testid="reject-release"
                      >
                        {t('admin.reject')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </div>
            ))}
          </div>
        )}
      </InfiniteList>
      <ReasonModal
        {...prompt.modal}
        title={t('admin.rejectTitle')}
        text={rejecting ? t('admin.rejectText', { title: rejecting.car.title }) : undefined}
        label={t('admin.reason')}
        description={t('admin.reasonHint')}
        maxLength={REASON_MAX}
        confirmLabel={t('admin.reject')}
        onConfirm={confirmReject}
        loading={reject.isPending}
      />
    </Stack>
  );
}

/** Admins: cars released to auction; approve them for a session or send them back with a reason. */
export default function AdminReleasesPage() {
  const { t } = useTranslation('auctions');
  const admin = useAuctionAdmin();
  const [status, setStatus] = useStatusParam<LotStatus>(REVIEW_STATUSES, 'pending_review');
  return (
    <AdminPage
      title={t('admin.releasesTitle')}
      back="/admin"
      allowed={admin.allowed}
      checking={admin.checking}
      forbidden={{ title: t('admin.forbidden'), text: t('admin.forbiddenText') }}
    >
      <StatusTabs
        statuses={REVIEW_STATUSES}
        value={status}
        onChange={setStatus}
        label={(s) => t(`lotStatus.${s}`)}
        testIdPrefix="admin-releases-tab-"
      >
        {(s) => <ReleaseList status={s} />}
      </StatusTabs>
    </AdminPage>
  );
}
