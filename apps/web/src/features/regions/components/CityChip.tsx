import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRegionIndex } from '../region-index';
import { useSelectedCity } from '../selected-city';
import classes from './CityChip.module.css';

/** The chosen city with a location icon; opens the city picker (/city), which comes back here. */
export function CityChip() {
  const { t } = useTranslation('regions');
  const city = useSelectedCity();
  const { index } = useRegionIndex();
  const location = useLocation();
  // The stored name is in the language it was picked in: prefer the current language's.
  const name = city ? (index.get(city.id)?.region.name ?? city.name) : t('nationwide');
  const back = `${location.pathname}${location.search}`;
  return (
    <Link
      to={`/city?return=${encodeURIComponent(back)}`}
      className={classes.chip}
      aria-label={t('chip.label', { name })}
      data-testid="city-chip"
    >
      <IconMapPin size={16} color="var(--mantine-color-indigo-7)" aria-hidden />
      <span className={classes.name}>{name}</span>
      <IconChevronDown size={14} aria-hidden />
    </Link>
  );
}
