import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { SESSION_STATUSES, type SessionStatus } from '@souq/shared/auctions/auctions.schema';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/AdminPage';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { EmptyState } from '../../../components/States';
import { StatusTabs, useStatusParam } from '../../../components/StatusTabs';
import { useAuctionAdmin } from '../admin';
import { useAdminSessions } from '../api/get-admin-sessions';
import { dateTime } from '../format';

function SessionList({ status }: { status: SessionStatus }) {
  const { t } = useTranslation('auctions');
  const list = useAdminSessions(status);
  return (
    <Stack gap="sm" pt="md">
      <InfiniteList query={list} empty={<EmptyState title={t('admin.noSessions')} />}>
        {(items) => (
          <div className={linkRow.list}>
            {items.map((s) => (
              <Link
                key={s.id}
                to={`/admin/auctions/sessions/${s.id}`}
                className={linkRow.row}
                data-testid="admin-session-row"
              >
                <Stack gap={2} style={{ flex: 1, minInlineSize: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm" truncate>
                      <bdi>{s.title}</bdi>
                    </Text>
                    <Badge variant="light" color={s.kind === 'live' ? 'red' : 'indigo'}>
                      {t(`sessionKind.${s.kind}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {dateTime(s.startsAt)} · {t('session.lots', { count: s.lotCount })}
                    {s.cityName ? ` · ${s.cityName}` : ''}
                  </Text>
                </Stack>
              </Link>
            ))}
          </div>
        )}
      </InfiniteList>
    </Stack>
  );
}

/** Admins: sessions by status, and the way to create one. */
export default function AdminSessionsPage() {
  const { t } = useTranslation('auctions');
  const admin = useAuctionAdmin();
  const [status, setStatus] = useStatusParam<SessionStatus>(SESSION_STATUSES, 'draft');
  return (
    <AdminPage
      title={t('admin.sessionsTitle')}
      back="/admin"
      allowed={admin.allowed}
      checking={admin.checking}
      forbidden={{ title: t('admin.forbidden'), text: t('admin.forbiddenText') }}
      filters={
        <Group gap="xs">
          <Button
            component={Link}
            to="/admin/auctions/sessions/new"
            leftSection={<IconPlus size={16} />}
            data-testid="admin-new-session"
          >
            {t('admin.newSession')}
          </Button>
          <Button component={Link} to="/admin/auctions/releases" variant="light">
            {t('admin.releasesTitle')}
          </Button>
        </Group>
      }
    >
      <StatusTabs
        statuses={SESSION_STATUSES}
        value={status}
        onChange={setStatus}
        label={(s) => t(`sessionStatus.${s}`)}
        testIdPrefix="admin-sessions-tab-"
      >
        {(s) => <SessionList status={s} />}
      </StatusTabs>
    </AdminPage>
  );
}
