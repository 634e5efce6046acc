import { ActionIcon, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Release } from '@souq/shared/auctions/auctions.schema';
import { IconArrowDown, IconArrowUp, IconCalendarCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/AdminPage';
import { ConfirmModal } from '../../../components/ConfirmModal';
import facts from '../../../components/Facts.module.css';
import figures from '../../../components/figures.module.css';
import { pagedItems } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { aed, aedPrice } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAuctionAdmin } from '../admin';
import { useAdminReleases } from '../api/get-admin-releases';
import { useAdminSession } from '../api/get-admin-session';
import { useScheduleSession } from '../api/schedule-session';
import { useSetSessionLots } from '../api/set-session-lots';
import { ReleaseStatusBadge } from '../components/ReleaseStatusBadge';
import { dateTime, num, percentOf } from '../format';

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moveItem<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

function CarLine({ release }: { release: Release }) {
  return (
    <Stack gap={0} style={{ flex: 1, minInlineSize: 0 }}>
      <Text size="sm" fw={600} truncate>
        <bdi>{release.car.title}</bdi>
      </Text>
      <Text size="xs" c="dimmed">
        <span className={figures.amount}>{aedPrice(release.startPriceFils)}</span>
        {release.reserveFils !== null && (
          <>
            {' · '}
            <span className={figures.amount}>{aedPrice(release.reserveFils)}</span>
          </>
        )}
      </Text>
    </Stack>
  );
}

/** Admins: one session; for a draft, pick approved lots, order them, save, and schedule it. */
export default function AdminSessionPage() {
  const { t } = useTranslation('auctions');
  const { id = '' } = useParams();
  const admin = useAuctionAdmin();
  const session = useAdminSession(id);
  const approved = useAdminReleases('approved');
  const setLots = useSetSessionLots();
  const schedule = useScheduleSession();
  const [order, setOrder] = useState<Release[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const data = session.data;

  useEffect(() => {
    if (data) setOrder(data.lots);
  }, [data]);

  const chosen = order ?? [];
  const chosenIds = useMemo(() => new Set(chosen.map((r) => r.lotId)), [chosen]);
  const available = pagedItems(approved).filter((r) => !chosenIds.has(r.lotId));
  const saved = data ? data.lots.map((r) => r.lotId).join() === chosen.map((r) => r.lotId).join() : true;
  const draft = data?.status === 'draft';

  const save = () =>
    setLots.mutate(
      { sessionId: id, lotIds: chosen.map((r) => r.lotId) },
      { onSuccess: () => toast({ kind: 'success', message: t('admin.saved') }) },
    );
  const doSchedule = () =>
    schedule.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ kind: 'success', message: t('admin.scheduled') });
      },
    });

  return (
    <AdminPage
      title={data?.title ?? t('admin.sessionTitle')}
      back="/admin/auctions"
      allowed={admin.allowed}
      checking={admin.checking}
      forbidden={{ title: t('admin.forbidden'), text: t('admin.forbiddenText') }}
    >
      {session.isPending && <LoadingState />}
      {session.isError && <ErrorState error={session.error} onRetry={() => void session.refetch()} />}
      {data && (
        <Stack gap="lg">
          <Group gap="xs">
            <Badge color={data.kind === 'live' ? 'red' : 'indigo'}>{t(`sessionKind.${data.kind}`)}</Badge>
            <Badge variant="light" color="gray" data-testid="admin-session-status">
              {t(`sessionStatus.${data.status}`)}
            </Badge>
          </Group>
          <dl className={facts.facts}>
            <div>
              <dt>{t('session.startsAt')}</dt>
              <dd>{dateTime(data.startsAt)}</dd>
            </div>
            <div>
              <dt>{t('admin.form.lotMinutes')}</dt>
              <dd>{num(data.lotMinutes)}</dd>
            </div>
            <div>
              <dt>{t('admin.form.gapMinutes')}</dt>
              <dd>{num(data.gapMinutes)}</dd>
            </div>
            <div>
              <dt>{t('session.depositRule')}</dt>
              <dd>
                {t('session.depositRuleValue', {
                  rate: percentOf(data.depositRateBps),
                  floor: aed(data.depositFloorFils),
                })}
              </dd>
            </div>
            {data.cityName && (
              <div>
                <dt>{t('session.city')}</dt>
                <dd>{data.cityName}</dd>
              </div>
            )}
          </dl>

          <section>
            <Title order={2} size="h4" mb="xs">
              {t('admin.lotsInOrder', { count: chosen.length })}
            </Title>
            {chosen.length === 0 ? (
              <EmptyState title={t('admin.noLotsYet')} />
            ) : (
              <div className={linkRow.list} data-testid="admin-session-lots">
                {chosen.map((r, i) => (
                  <div key={r.lotId} className={linkRow.plainRow}>
                    <Group wrap="nowrap" gap="sm">
                      <Text fw={700} className={figures.amount} w={28}>
                        {num(i + 1)}
                      </Text>
                      <CarLine release={r} />
                      {draft ? (
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="default"
                            aria-label={t('admin.moveUp')}
                            disabled={i === 0}
                            onClick={() => setOrder(moveItem(chosen, i, -1))}
                            data-testid="lot-move-up"
                          >
                            <IconArrowUp size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="default"
                            aria-label={t('admin.moveDown')}
                            disabled={i === chosen.length - 1}
                            onClick={() => setOrder(moveItem(chosen, i, 1))}
                            data-testid="lot-move-down"
                          >
                            <IconArrowDown size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="light"
                            color="red"
                            aria-label={t('admin.remove')}
                            onClick={() => setOrder(chosen.filter((x) => x.lotId !== r.lotId))}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      ) : (
                        <ReleaseStatusBadge release={r} />
                      )}
                    </Group>
                  </div>
                ))}
              </div>
            )}
          </section>

          {draft && (
            <>
              <Group gap="xs">
                <Button
                  onClick={save}
                  disabled={saved || chosen.length === 0}
                  loading={setLots.isPending}
                  data-testid="admin-save-lots"
                >
                  {t('admin.saveOrder')}
                </Button>
                <Button
                  color="teal"
                  leftSection={<IconCalendarCheck size={16} />}
                  disabled={!saved || chosen.length === 0}
                  onClick={() => setConfirming(true)}
                  data-testid="admin-schedule"
                >
                  {t('admin.schedule')}
                </Button>
              </Group>
              {!saved && (
                <Text size="xs" c="orange.9">
                  {t('admin.unsaved')}
                </Text>
              )}
              <section>
                <Title order={2} size="h4" mb="xs">
                  {t('admin.approvedLots')}
                </Title>
                {approved.isPending ? (
                  <LoadingState />
                ) : available.length === 0 ? (
                  <EmptyState title={t('admin.noApproved')} />
                ) : (
                  <div className={linkRow.list}>
                    {available.map((r) => (
                      <div key={r.lotId} className={linkRow.plainRow}>
                        <Group wrap="nowrap" gap="sm">
                          <CarLine release={r} />
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconPlus size={14} />}
                            onClick={() => setOrder([...chosen, r])}
                            data-testid="admin-add-lot"
                          >
                            {t('admin.add')}
                          </Button>
                        </Group>
                      </div>
                    ))}
                  </div>
                )}
              </section>
            </>
          )}
          <ConfirmModal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('admin.scheduleTitle')}
            text={t('admin.scheduleText', { count: chosen.length, date: dateTime(data.startsAt) })}
            confirmLabel={t('admin.schedule')}
            onConfirm={doSchedule}
            loading={schedule.isPending}
            confirmTestId="admin-schedule-confirm"
          />
        </Stack>
      )}
    </AdminPage>
  );
}
