import { useTranslation } from 'react-i18next';
import { MainNavLinks } from './MainNavLinks';

/** The mobile tab bar: Home / Moments / Publish / Mine, with badges ("999+" above 999). */
export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('common:nav.main')}>
      <MainNavLinks className="tab-bar__item">
        {({ key, label, badge, icon: Icon }) => (
          <>
            <span className="tab-bar__icon">
              <Icon size={24} stroke={1.8} aria-hidden />
              {badge && (
                <span className="nav-badge" data-testid={`tab-${key}-badge`} aria-hidden>
                  {badge}
                </span>
              )}
            </span>
            <span className="tab-bar__label">{label}</span>
          </>
        )}
      </MainNavLinks>
    </nav>
  );
}
