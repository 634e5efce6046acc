import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { User } from '@souq/shared';
import { IconChevronDown, IconLogout, IconSettings, IconUser, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../lib/navigation';
import { isLoggedIn, useSession } from '../../lib/session';
import { logout } from '../session-flows';
import classes from './AccountBar.module.css';

function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = user.nickname || user.username || user.mobile || '';
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.menu} aria-label={t('common:account.menu')} data-testid="account-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatarUrl} size={32} radius="xl" color="indigo" alt="">
              {(name || '?').slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={600} maw={180} truncate>
              <bdi>{name}</bdi>
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/mine" leftSection={<IconUser size={16} />}>
          {t('common:tabs.mine')}
        </Menu.Item>
        <Menu.Item component={Link} to="/wallet" leftSection={<IconWallet size={16} />}>
          {t('common:account.wallet')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          {t('common:nav.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
          data-testid="account-logout"
        >
          {t('common:account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The wide-screen header: "Log in" and "Sign up" for a guest, the account menu once logged in.
 * (On a phone the Mine tab leads a guest to the login page.)
 */
export function AccountBar() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;
  const user = isLoggedIn(session) ? session.user : null;
  return (
    <header className={classes.bar} data-testid="account-bar">
      {user ? (
        <AccountMenu user={user} />
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={loginPath(here)} variant="default" data-testid="header-login">
            {t('common:account.login')}
          </Button>
          <Button component={Link} to={`/register?redirect=${encodeURIComponent(here)}`} data-testid="header-signup">
            {t('common:account.signup')}
          </Button>
        </Group>
      )}
    </header>
  );
}
