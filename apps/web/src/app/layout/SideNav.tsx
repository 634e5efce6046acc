import { Text } from '@mantine/core';
import { badgeText } from '@souq/shared';
import { IconBell, IconMessages, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useChatUnread } from '../../features/chat';
import { useIsLoggedIn } from '../../lib/session';
import { MainNavLinks } from './MainNavLinks';
import navBadge from './NavBadge.module.css';
import classes from './SideNav.module.css';

/** Wide screens (over 960 px): the same destinations as the tab bar, on the inline-start side. */
export function SideNav() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const chatUnread = badgeText(useChatUnread());
  return (
    <nav className={classes.nav} aria-label={t('common:nav.main')}>
      <Link to="/" className={classes.brand}>
        <img src="/icons/favicon.svg" alt="" width={36} height={36} />
        <Text fw={700} size="lg">
          {t('common:app.name')}
        </Text>
      </Link>
      <MainNavLinks className={classes.item}>
        {({ key, label, badge, icon: Icon }) => (
          <>
            <Icon size={22} stroke={1.8} aria-hidden />
            <span>{label}</span>
            {badge && (
              <span className={`${navBadge.badge} ${navBadge.inline}`} data-testid={`tab-${key}-badge`} aria-hidden>
                {badge}
              </span>
            )}
          </>
        )}
      </MainNavLinks>
      <div className={classes.divider} />
      {loggedIn && (
        <NavLink to="/chat" className={classes.item} data-testid="nav-chat">
          <IconMessages size={22} stroke={1.8} aria-hidden />
          <span>{t('chat:title')}</span>
          {chatUnread && (
            <span className={`${navBadge.badge} ${navBadge.inline}`} data-testid="nav-chat-badge" aria-hidden>
              {chatUnread}
            </span>
          )}
        </NavLink>
      )}
      {loggedIn && (
        <NavLink to="/notifications" className={classes.item}>
          <IconBell size={22} stroke={1.8} aria-hidden />
          <span>{t('common:nav.notifications')}</span>
        </NavLink>
      )}
      <NavLink to="/settings" className={classes.item}>
        <IconSettings size={22} stroke={1.8} aria-hidden />
        <span>{t('common:nav.settings')}</span>
      </NavLink>
    </nav>
  );
}
