import { Text } from '@mantine/core';
import { IconBell, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useIsLoggedIn } from '../../features/auth/session';
import { MainNavLinks } from './MainNavLinks';

/** Wide screens (over 960 px): the same destinations as the tab bar, on the inline-start side. */
export function SideNav() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <nav className="side-nav" aria-label={t('common:nav.main')}>
      <Link to="/" className="side-nav__brand">
        <img src="/icons/favicon.svg" alt="" width={36} height={36} />
        <Text fw={700} size="lg">
          {t('common:app.name')}
        </Text>
      </Link>
      <MainNavLinks className="side-nav__item">
        {({ key, label, badge, icon: Icon }) => (
          <>
            <Icon size={22} stroke={1.8} aria-hidden />
            <span className="side-nav__label">{label}</span>
            {badge && (
              <span className="nav-badge nav-badge--inline" data-testid={`tab-${key}-badge`} aria-hidden>
                {badge}
              </span>
            )}
          </>
        )}
      </MainNavLinks>
      <div className="side-nav__divider" />
      {loggedIn && (
        <NavLink to="/notifications" className="side-nav__item">
          <IconBell size={22} stroke={1.8} aria-hidden />
          <span className="side-nav__label">{t('common:nav.notifications')}</span>
        </NavLink>
      )}
      <NavLink to="/settings" className="side-nav__item">
        <IconSettings size={22} stroke={1.8} aria-hidden />
        <span className="side-nav__label">{t('common:nav.settings')}</span>
      </NavLink>
    </nav>
  );
}
