import { useTranslation } from 'react-i18next';
import { MainNavLinks } from './MainNavLinks';
import navBadge from './NavBadge.module.css';
import classes from './TabBar.module.css';

/** The mobile tab bar: Home / Moments / Publish / Mine, with badges ("999+" above 999). */
export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className={`${classes.bar} tab-bar`} aria-label={t('common:nav.main')}>
      <MainNavLinks className={classes.item}>
        {({ key, label, badge, icon: Icon }) => (
          <>
            <span className={classes.icon}>
              <Icon size={24} stroke={1.8} aria-hidden />
              {badge && (
                <span className={navBadge.badge} data-testid={`tab-${key}-badge`} aria-hidden>
                  {badge}
                </span>
              )}
            </span>
            <span className={classes.label}>{label}</span>
          </>
        )}
      </MainNavLinks>
    </nav>
  );
}
