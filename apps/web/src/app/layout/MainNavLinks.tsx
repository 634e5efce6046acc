import { badgeText } from '@souq/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useTabBadges } from '../tab-badges';
import { NAV_ITEMS, type NavItem } from './nav-items';

export interface NavEntry extends NavItem {
  /** The translated label, also the link's accessible name. */
  label: string;
  /** The badge text ("999+" above 999), or empty when there is none to draw. */
  badge: string;
}

/**
 * The main destinations (NAV_ITEMS) as links, with their badges; the tab bar and the side
 * navigation draw each link's content their own way.
 */
export function MainNavLinks({
  className,
  children,
}: {
  className: string | undefined;
  children: (entry: NavEntry) => ReactNode;
}) {
  const { t } = useTranslation();
  const badges = useTabBadges();
  return NAV_ITEMS.map((item) => {
    const entry: NavEntry = { ...item, label: t(item.labelKey), badge: badgeText(badges[item.key]) };
    return (
      <NavLink
        key={item.key}
        to={item.to}
        end={item.to === '/'}
        className={className}
        aria-label={entry.label}
        data-testid={`tab-${item.key}`}
      >
        {children(entry)}
      </NavLink>
    );
  });
}
