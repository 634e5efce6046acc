import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBroadcast, IconEye, IconSettings, IconShare, IconWifiOff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState, NotFoundState } from '../../../components/States';
import { useSession } from '../../../lib/session';
import { useFollowHost } from '../api/follow-host';
import { BarrageInput } from '../components/BarrageInput';
import { CurrentLotCard } from '../components/CurrentLotCard';
import { LiveReminderBanner } from '../components/LiveReminderBanner';
import { MessageList } from '../components/MessageList';
import { ShareSheet } from '../components/ShareSheet';
import classes from '../live.module.css';
import { localStart, STATUS_KEYS } from '../status';
import { useLiveRoom } from '../use-live-room';

const LivePlayer = lazy(() => import('../components/LivePlayer'));

/** A live room (sellerLiving): video or poster, the car on sale with its live price, messages, barrage, follow, share. */
export default function LiveRoomPage() {
  const { sessionId = '' } = useParams();
  const { t } = useTranslation('live');
  const { token } = useSession();
  const { room, currentLot, messages, loaded, connected, viewers } = useLiveRoom(sessionId);
  const follow = useFollowHost();
  const [latency, setLatency] = useState<number | null>(null);
  const [sharing, setSharing] = useState(false);

  if (room.isPending) return <LoadingState />;
  if (room.isError) {
    const code = (room.error as { code?: string } | null)?.code;
    if (code === 'NOT_FOUND' || code === 'LIVE_NOT_A_LIVE_SESSION') return <NotFoundState />;
    return <ErrorState error={room.error} onRetry={() => void room.refetch()} />;
  }
  const data = room.data;
  const offline = !!token && !connected;
  const url = `${window.location.origin}/live/${sessionId}`;

  return (
    <Page
      title={data.title}
      back="/live"
      actions={
        <Group gap={4}>
          {data.me?.canHost && (
            <ActionIcon
              component={Link}
              to={`/live/${sessionId}/host`}
              variant="subtle"
              size={44}
              aria-label={t('host.title')}
              data-testid="live-open-console"
            >
              <IconSettings size={22} />
            </ActionIcon>
          )}
          <ActionIcon
            variant="subtle"
            size={44}
            aria-label={t('share.title')}
            onClick={() => setSharing(true)}
            data-testid="live-share"
          >
            <IconShare size={22} />
          </ActionIcon>
        </Group>
      }
    >
      <Stack gap="sm">
        <LiveReminderBanner />
        <Group justify="space-between">
          <Group gap="xs">
            <Badge
              color={data.status === 'live' ? 'red' : 'gray'}
              leftSection={<IconBroadcast size={12} />}
              data-testid="live-status"
            >
              {t(STATUS_KEYS[data.status])}
            </Badge>
            {data.status === 'idle' && (
              <Text size="sm" c="dimmed" data-testid="live-starts-at">
                {t('status.startsAt', { date: localStart(data.startsAt) })}
              </Text>
            )}
            <Badge variant="light" leftSection={<IconEye size={12} />} data-testid="live-viewers">
              {t('viewers', { count: viewers })}
            </Badge>
            {offline && (
              <Badge color="yellow" variant="light" leftSection={<IconWifiOff size={12} />} data-testid="live-offline">
                {t('reconnecting')}
              </Badge>
            )}
          </Group>
          {data.hostId && token && !data.me?.canHost && (
            <Button
              size="sm"
              h={44}
              variant={data.me?.following ? 'default' : 'filled'}
              loading={follow.isPending}
              onClick={() => follow.mutate({ hostId: data.hostId as string, following: !data.me?.following })}
              data-testid="live-follow"
            >
              {data.me?.following ? t('follow.following') : t('follow.follow')}
            </Button>
          )}
        </Group>
        <div className={classes.layout}>
          <Stack gap="sm">
            {data.streamUrl ? (
              <Suspense fallback={<div className={classes.poster} />}>
                <LivePlayer src={data.streamUrl} onLatency={setLatency} />
              </Suspense>
            ) : (
              <div className={classes.poster} data-testid="live-poster">
                <IconBroadcast size={40} />
                <Text fw={600}>{data.title}</Text>
                <Text size="sm">{data.status === 'live' ? t('video.noStream') : t(STATUS_KEYS[data.status])}</Text>
                {data.status === 'idle' && (
                  <Text size="sm">{t('status.startsAt', { date: localStart(data.startsAt) })}</Text>
                )}
              </div>
            )}
            <CurrentLotCard lot={currentLot} latencySeconds={data.streamUrl ? latency : null} />
          </Stack>
          <div className={classes.chat}>
            {loaded ? <MessageList messages={messages} /> : <LoadingState />}
            {token ? (
              <BarrageInput sessionId={sessionId} disabled={data.status === 'ended'} />
            ) : (
              <Button
                component={Link}
                to={`/login?redirect=${encodeURIComponent(`/live/${sessionId}`)}`}
                variant="light"
              >
                {t('send.login')}
              </Button>
            )}
          </div>
        </div>
      </Stack>
      <ShareSheet opened={sharing} onClose={() => setSharing(false)} url={url} title={data.title} />
    </Page>
  );
}
