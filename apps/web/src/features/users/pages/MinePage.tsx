import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { badgeText, type User } from '@souq/shared';
import { IconBell, IconSettings, IconShieldLock, IconUserEdit } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '../../../app/admin/staff';
import { byOrder, useFeatureList } from '../../../app/feature';
import { LinkRow } from '../../../components/LinkRow';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { formatDate, maskMobile } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { useUnreadCount } from '../../notifications';
import { WalletCard } from '../../wallet';
import { useMe } from '../api/get-me';
import { MerchantStatusBadge, RoleBadges } from '../components/roles';

/** Each feature's rows, in the order a user looks for them; shown together once all have loaded. */
function FeatureSections({ user }: { user: User }) {
  const sections = byOrder(useFeatureList().flatMap((f) => (f.mine ? [{ name: f.name, ...f.mine }] : [])));
  return (
    <Suspense fallback={null}>
      {sections.map(({ name, Links }) => (
        <Links key={name} user={user} />
      ))}
    </Suspense>
  );
}

export default function MinePage() {
  const { t } = useTranslation('mine');
  const me = useMe();
  const unread = useUnreadCount();
  const user = me.data;

  return (
    <Page title={t('mine.title')}>
      <Stack gap="lg">
        {!user && me.isPending && <LoadingState />}
        {!user && me.isError && <ErrorState error={me.error} onRetry={() => void me.refetch()} />}
        {user && (
          <Paper withBorder p="lg" radius="md" data-testid="profile-summary">
            <Group wrap="nowrap" gap="md" align="center">
              <Avatar src={user.avatarUrl} size={72} radius="xl" color="indigo" alt={user.nickname ?? ''}>
                {(user.nickname ?? user.username ?? '?').slice(0, 1).toUpperCase()}
              </Avatar>
              <Stack gap={4} style={{ minInlineSize: 0 }}>
                <Title order={2} size="h4" data-testid="profile-nickname" lineClamp={1}>
                  {user.nickname || user.username || t('mine.noNickname')}
                </Title>
                <Text
                  size="sm"
                  c="dimmed"
                  className="ltr"
                  data-testid="profile-mobile"
                  style={{ alignSelf: 'flex-start' }}
                >
                  {maskMobile(user.mobile)}
                </Text>
                <Group gap={6}>
                  <RoleBadges roles={user.roles} />
                  {(user.merchantStatus !== 'none' || user.roles.includes('merchant')) && (
                    <MerchantStatusBadge status={user.merchantStatus} />
                  )}
                </Group>
              </Stack>
            </Group>
          </Paper>
        )}
        {user && <WalletCard isAdmin={user.roles.includes('admin')} />}
        {user && isStaff(user.roles) && (
          <div className={linkRow.list}>
            <LinkRow
              to="/admin"
              icon={<IconShieldLock size={22} aria-hidden />}
              label={t('common:admin.title')}
              data-testid="mine-admin"
            />
          </div>
        )}
        {user && <FeatureSections user={user} />}
        <div className={linkRow.list}>
          <LinkRow
            to="/notifications"
            icon={<IconBell size={22} aria-hidden />}
            label={t('mine.notifications')}
            data-testid="mine-notifications-link"
            value={
              unread > 0 ? (
                <Badge color="red" variant="filled" size="sm" data-testid="mine-unread-badge">
                  {badgeText(unread)}
                </Badge>
              ) : undefined
            }
          />
          <LinkRow to="/settings/profile" icon={<IconUserEdit size={22} aria-hidden />} label={t('mine.editProfile')} />
          <LinkRow to="/settings" icon={<IconSettings size={22} aria-hidden />} label={t('mine.settings')} />
        </div>
        {user && (
          <Text size="xs" c="dimmed" ta="center">
            {t('mine.memberSince', { date: formatDate(user.createdAt, appLanguage()) })}
          </Text>
        )}
      </Stack>
    </Page>
  );
}
