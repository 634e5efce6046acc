import { badgeText } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useTabBadges } from '../tab-badges';
import { NAV_ITEMS } from './nav-items';

/** The mobile tab bar: Home / Moments / Publish / Mine, with badges ("999+" above 999). */
export function TabBar() {
  const { t } = useTranslation();
  const badges = useTabBadges();
  return (
    <nav className="tab-bar" aria-label={t('common:nav.main')}>
      {NAV_ITEMS.map(({ key, to, labelKey, icon: Icon }) => {
        const label = t(labelKey);
        const badge = badgeText(badges[key]);
        return (
          <NavLink
            key={key}
            to={to}
            end={to === '/'}
            className="tab-bar__item"
            aria-label={label}
            data-testid={`tab-${key}`}
          >
            <span className="tab-bar__icon">
              <Icon size={24} stroke={1.8} aria-hidden />
              {badge && (
                <span className="nav-badge" data-testid={`tab-${key}-badge`} aria-hidden>
                  {badge}
                </span>
              )}
            </span>
            <span className="tab-bar__label">{label}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
