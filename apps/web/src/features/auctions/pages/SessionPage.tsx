import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import facts from '../../../components/Facts.module.css';
import { InfiniteList } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { aed } from '../../../lib/format';
import { loginPath } from '../../../lib/navigation';
import { useIsLoggedIn } from '../../../lib/session';
import { useLots } from '../api/get-lots';
import { useSession } from '../api/get-session';
import { useAuctionTerms } from '../api/get-terms';
import { JoinSessionForm } from '../components/JoinSessionForm';
import { LotCard, LotGrid } from '../components/LotCard';
import { ParticipationFacts } from '../components/ParticipationFacts';
import { dateTime, percentOf } from '../format';
import { useServerClockSync } from '../live';

/** The lots of a session in their order (every status: the session's own list). */
function SessionLots({ sessionId, status }: { sessionId: string; status: string }) {
  const { t } = useTranslation('auctions');
  const when = status === 'ended' ? 'ended' : status === 'live' ? 'live' : 'upcoming';
  const lots = useLots({ when, sessionId });
  return (
    <InfiniteList query={lots} empty={<EmptyState title={t('session.noLots')} />}>
      {(items) => (
        <LotGrid>
          {[...items]
            .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
            .map((lot) => (
              <LotCard key={lot.id} lot={lot} />
            ))}
        </LotGrid>
      )}
    </InfiniteList>
  );
}

/** A session: kind, schedule, the earnest money rule, my participation and the way to join, its lots in order. */
export default function SessionPage() {
  const { t } = useTranslation('auctions');
  const { id = '' } = useParams();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  useServerClockSync();
  const session = useSession(id);
  const terms = useAuctionTerms();
  const data = session.data;

  if (session.isPending) {
    return (
      <Page title={t('session.title')} back="/auctions">
        <LoadingState />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page title={t('session.title')} back="/auctions">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      </Page>
    );
  }
  const canJoin = data.status === 'scheduled' || data.status === 'live';

  return (
    <Page title={t('session.title')} back="/auctions">
      <Stack gap="lg">
        <Title order={2} size="h3">
          <bdi>{data.title}</bdi>
        </Title>
        <Group gap="xs">
          {/* A hosted session is "Hosted" by kind; only its status says "Live now", and only while it is. */}
          <Badge
            variant="light"
            color={data.kind === 'live' ? 'red' : 'indigo'}
            leftSection={data.kind === 'live' ? <IconBroadcast size={12} aria-hidden /> : undefined}
          >
            {t(data.kind === 'live' ? 'sessionKind.hosted' : 'sessionKind.timed')}
          </Badge>
          <Badge variant={data.status === 'live' ? 'filled' : 'light'} color={data.status === 'live' ? 'red' : 'gray'}>
            {t(`sessionStatus.${data.status}`)}
          </Badge>
        </Group>
        <dl className={facts.facts} data-testid="session-facts">
          <div>
            <dt>{t('session.startsAt')}</dt>
            <dd>{dateTime(data.startsAt)}</dd>
          </div>
          {data.endsAt && (
            <div>
              <dt>{t('session.endsAt')}</dt>
              <dd>{dateTime(data.endsAt)}</dd>
            </div>
          )}
          {data.cityName && (
            <div>
              <dt>{t('session.city')}</dt>
              <dd>{data.cityName}</dd>
            </div>
          )}
          <div>
            <dt>{t('session.lotCount')}</dt>
            <dd>{t('session.lots', { count: data.lotCount })}</dd>
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
        </dl>

        <section>
          <Title order={2} size="h4" mb="xs">
            {t('participation.title')}
          </Title>
          <Stack gap="sm">
            {data.me && <ParticipationFacts me={data.me} />}
            {canJoin &&
              (loggedIn ? (
                <Paper withBorder radius="md" p="md">
                  <Text fw={600} mb="xs">
                    {data.me ? t('join.raiseTitle') : t('join.title')}
                  </Text>
                  <JoinSessionForm session={data} terms={terms.data} />
                </Paper>
              ) : (
                <Anchor component={Link} to={loginPath(location.pathname)} fw={600} data-testid="session-sign-in">
                  {t('join.signIn')}
                </Anchor>
              ))}
            {!canJoin && !data.me && (
              <Text size="sm" c="dimmed">
                {t('join.closed')}
              </Text>
            )}
          </Stack>
        </section>

        <section>
          <Title order={2} size="h4" mb="xs">
            {t('session.lotsTitle')}
          </Title>
          <SessionLots sessionId={data.id} status={data.status} />
        </section>
      </Stack>
    </Page>
  );
}
