import { IconLayoutDashboard, IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../components/States';
import { useMe } from '../../features/users';
import { type AdminLink, useFeatureList } from '../feature';
import classes from './AdminLayout.module.css';
import { isStaff } from './staff';

/** Every feature's admin links, in the order of the feature list. */
export function useAdminLinks(): AdminLink[] {
  return useFeatureList().flatMap((feature) => feature.admin?.links ?? []);
}

function AdminNav() {
  const { t } = useTranslation();
  const links = useAdminLinks();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the links scroll sideways: keep the open page's link in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the open page changes
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={nav} className={classes.nav} aria-label={t('common:admin.nav')} data-testid="admin-nav">
      <span className={classes.heading}>{t('common:admin.title')}</span>
      <NavLink to="/admin" end className={classes.link} data-testid="admin-nav-overview">
        <IconLayoutDashboard size={18} aria-hidden />
        <span>{t('common:admin.overview')}</span>
      </NavLink>
      {links.map(({ to, labelKey, icon: Icon }) => (
        <NavLink key={to} to={to} className={classes.link}>
          <Icon size={18} aria-hidden />
          <span>{t(labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}

/** /admin: the staff guard, the area's navigation and the open admin page. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) {
    return me.isError ? <ErrorState error={me.error} onRetry={() => void me.refetch()} /> : <LoadingState />;
  }
  if (!isStaff(me.data.roles)) {
    return (
      <div className="page">
        <EmptyState
          icon={<IconLock size={34} />}
          title={t('common:admin.forbidden')}
          description={t('common:admin.forbiddenText')}
          testId="admin-forbidden"
        />
      </div>
    );
  }
  return (
    <div className={classes.area} data-testid="admin-area">
      <AdminNav />
      <div className={classes.content}>
        <Outlet />
      </div>
    </div>
  );
}
