import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { isAmount } from '@souq/shared';
import type { HostActionBody, LiveMessage } from '@souq/shared/live/live.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '../../../components/States';
import { useDeleteMessage } from '../api/delete-message';
import { useHostAction } from '../api/host-action';
import { newClientId } from '../api/send-barrage';
import { CurrentLotCard } from '../components/CurrentLotCard';
import { MessageList } from '../components/MessageList';
import classes from '../live.module.css';
import { localStart, STATUS_KEYS } from '../status';
import { useLiveRoom } from '../use-live-room';

type Action = HostActionBody['action'];
/** A host action without its client id (added per press). */
type ActionInput = HostActionBody extends infer T ? (T extends unknown ? Omit<T, 'clientId'> : never) : never;

/** The host's console: start and end the live and each car sale, the base number, a countdown; delete barrage. */
export default function HostConsolePage() {
  const { sessionId = '' } = useParams();
  const { t } = useTranslation('live');
  const { room, currentLot, messages, loaded, viewers, removeLocally } = useLiveRoom(sessionId);
  const act = useHostAction(sessionId);
  const remove = useDeleteMessage(sessionId);
  const [price, setPrice] = useState('');
  const [seconds, setSeconds] = useState<number | string>(10);
  const [confirmEnd, setConfirmEnd] = useState(false);
  // One client id per pressed action, kept until it succeeds: a retry is answered with the first message.
  const [pending, setPending] = useState<{ action: Action; clientId: string } | null>(null);

  if (room.isPending) return <LoadingState />;
  if (room.isError) {
    const code = (room.error as { code?: string } | null)?.code;
    if (code === 'NOT_FOUND') return <NotFoundState />;
    return <ErrorState error={room.error} onRetry={() => void room.refetch()} />;
  }
  const data = room.data;
  if (!data.me?.canHost) {
    return (
      <Page title={t('host.title')} back={`/live/${sessionId}`}>
        <EmptyState title={t('host.onlyHosts')} testId="live-host-only" />
      </Page>
    );
  }

  const run = async (body: ActionInput) => {
    const clientId = pending?.action === body.action ? pending.clientId : newClientId();
    setPending({ action: body.action, clientId });
    try {
      await act.mutateAsync({ ...body, clientId } as HostActionBody);
      setPending(null);
    } catch {
      // the API client showed why; the same id is reused if pressed again
    }
  };

  const live = data.status === 'live';
  // The car on sale: the end and base-number actions apply to an open lot only, not one whose sale ended.
  const selling = live && data.currentLot?.status === 'open';
  const secondsValid = typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 1 && seconds <= 600;

  return (
    <Page title={t('host.title')} back={`/live/${sessionId}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600}>{data.title}</Text>
          <Badge color={live ? 'red' : 'gray'} data-testid="live-status">
            {t(STATUS_KEYS[data.status])}
          </Badge>
          <Badge variant="light">{t('viewers', { count: viewers })}</Badge>
          {data.status === 'idle' && (
            <Text size="sm" c="dimmed" data-testid="live-starts-at">
              {t('status.startsAt', { date: localStart(data.startsAt) })}
            </Text>
          )}
        </Group>
        {data.status === 'ended' && <Alert color="gray">{t('host.ended')}</Alert>}
        <CurrentLotCard lot={currentLot} latencySeconds={null} />
        <Paper withBorder p="sm" radius="md">
          <div className={classes.hostGrid}>
            <Button
              disabled={data.status !== 'idle'}
              loading={act.isPending && pending?.action === 'startLive'}
              onClick={() => void run({ action: 'startLive' })}
              data-testid="host-start-live"
            >
              {t('host.startLive')}
            </Button>
            <Button
              disabled={!live || !data.nextLotId}
              onClick={() => void run({ action: 'startCarSale' })}
              data-testid="host-start-sale"
            >
              {t('host.startCarSale')}
            </Button>
            <Button
              variant="light"
              disabled={!selling}
              loading={act.isPending && pending?.action === 'endCarSale'}
              onClick={() => void run({ action: 'endCarSale' })}
              data-testid="host-end-sale"
            >
              {t('host.endCarSale')}
            </Button>
            <Button color="red" disabled={!live} onClick={() => setConfirmEnd(true)} data-testid="host-end-live">
              {t('host.endLive')}
            </Button>
          </div>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group align="end" wrap="nowrap">
              <TextInput
                label={t('host.baseNumber')}
                value={price}
                onChange={(e) => setPrice(e.currentTarget.value)}
                inputMode="decimal"
                dir="ltr"
                style={{ flex: 1 }}
                error={price && !isAmount(price) ? t('host.priceInvalid') : undefined}
                data-testid="host-price"
              />
              <Button
                disabled={!selling || !isAmount(price)}
                onClick={() => void run({ action: 'baseNumber', startPrice: price })}
                data-testid="host-set-price"
              >
                {t('host.setPrice')}
              </Button>
            </Group>
            <Group align="end" wrap="nowrap">
              <NumberInput
                label={t('host.countdown')}
                value={seconds}
                onChange={setSeconds}
                min={1}
                max={600}
                allowDecimal={false}
                style={{ flex: 1 }}
                data-testid="host-seconds"
              />
              <Button
                disabled={!live || !secondsValid}
                onClick={() => void run({ action: 'countdown', seconds: Number(seconds) })}
                data-testid="host-countdown"
              >
                {t('host.sendCountdown')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {loaded ? (
          <MessageList
            messages={messages}
            onDelete={(m: LiveMessage) =>
              remove.mutate(m.id, {
                onSuccess: () => removeLocally(m.id),
              })
            }
          />
        ) : (
          <LoadingState />
        )}
      </Stack>
      <ConfirmModal
        opened={confirmEnd}
        onClose={() => setConfirmEnd(false)}
        title={t('host.endLiveConfirmTitle')}
        text={t('host.endLiveConfirmText')}
        confirmLabel={t('host.endLive')}
        loading={act.isPending}
        confirmTestId="host-end-live-confirm"
        onConfirm={() => {
          void run({ action: 'endLive' }).then(() => setConfirmEnd(false));
        }}
      />
    </Page>
  );
}
