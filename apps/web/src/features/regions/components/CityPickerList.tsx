import { Button, Center, CloseButton, Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Region, RegionCity, RegionEmirate } from '@souq/shared';
import { IconCheck, IconChevronDown, IconMapPin, IconSearch, IconWorld } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import linkRow from '../../../components/LinkRow.module.css';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useHotCities } from '../api/get-hot-cities';
import { useRegions } from '../api/get-regions';
import { useRegionSearch } from '../api/search-regions';
import classes from './CityPickerList.module.css';

/** What a pick answers: a city, an area (place mode), an emirate as a whole (filter mode), or nationwide (id null). */
export interface PickedRegion {
  id: string | null;
  name: string;
  isProvince: boolean;
  level: Region['level'] | null;
}

export interface CityPickerListProps {
  /**
   * 'filter': the chosen city of lists: nationwide, a whole emirate or a city (an area narrows to
   * its city). 'place': where something is: a city or an area.
   */
  mode: 'filter' | 'place';
  selectedId?: string | null;
  selectedIsProvince?: boolean;
  onPick: (pick: PickedRegion) => void;
  autoFocus?: boolean;
}

interface RowProps {
  level: 'emirate' | 'city' | 'area';
  label: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  selected?: boolean;
  onSelect?: () => void;
  expanded?: boolean;
  onToggle?: () => void;
  toggleLabel?: string;
  testId: string;
}

function Row({ level, label, hint, icon, selected, onSelect, expanded, onToggle, toggleLabel, testId }: RowProps) {
  const { t } = useTranslation('regions');
  const select = onSelect ?? onToggle;
  return (
    <div className={`${classes.row} ${classes[level] ?? ''}`}>
      <button
        type="button"
        className={classes.main}
        data-selected={selected || undefined}
        aria-current={selected ? 'true' : undefined}
        aria-expanded={!onSelect && onToggle ? expanded : undefined}
        onClick={select}
        data-testid={testId}
      >
        {icon}
        <span className={classes.text}>
          <span>{label}</span>
          {hint && <span className={classes.hint}>{hint}</span>}
        </span>
        {selected && <IconCheck size={18} aria-label={t('selected')} />}
        {!onSelect && onToggle && <IconChevronDown className={classes.chevron} size={18} aria-hidden />}
      </button>
      {onSelect && onToggle && (
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={expanded}
          aria-label={toggleLabel}
          onClick={onToggle}
          data-testid={`${testId}-toggle`}
        >
          <IconChevronDown className={classes.chevron} size={18} aria-hidden />
        </button>
      )}
    </div>
  );
}

/** Search, nationwide, hot cities and the emirates → cities (→ areas) list of the city pickers. */
export function CityPickerList({ mode, selectedId, selectedIsProvince, onPick, autoFocus }: CityPickerListProps) {
  const { t } = useTranslation('regions');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const regions = useRegions();
  const hot = useHotCities();
  const search = useRegionSearch(debounced);
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const isSelected = (id: string, province = false) =>
    selectedId === id && (mode === 'place' || !!selectedIsProvince === province);

  const pickCity = (city: Region) => onPick({ id: city.id, name: city.name, isProvince: false, level: city.level });
  const pickEmirate = (emirate: Region) =>
    onPick({ id: emirate.id, name: emirate.name, isProvince: true, level: 'emirate' });

  const renderCity = (city: RegionCity) => {
    const canOpen = mode === 'place' && city.areas.length > 0;
    const expanded = open.has(city.id);
    return (
      <div key={city.id}>
        <Row
          level="city"
          label={city.name}
          selected={isSelected(city.id)}
          onSelect={() => pickCity(city)}
          expanded={expanded}
          onToggle={canOpen ? () => toggle(city.id) : undefined}
          toggleLabel={t('showCities', { name: city.name })}
          testId={`city-option-${city.id}`}
        />
        {canOpen &&
          expanded &&
          city.areas.map((area) => (
            <Row
              key={area.id}
              level="area"
              label={area.name}
              selected={isSelected(area.id)}
              onSelect={() => pickCity(area)}
              testId={`city-option-${area.id}`}
            />
          ))}
      </div>
    );
  };

  const renderEmirate = (emirate: RegionEmirate) => {
    const expanded = open.has(emirate.id);
    return (
      <div key={emirate.id}>
        <Row
          level="emirate"
          label={emirate.name}
          hint={mode === 'filter' ? t('wholeEmirate', { name: emirate.name }) : undefined}
          selected={mode === 'filter' && isSelected(emirate.id, true)}
          onSelect={mode === 'filter' ? () => pickEmirate(emirate) : undefined}
          expanded={expanded}
          onToggle={() => toggle(emirate.id)}
          toggleLabel={t('showCities', { name: emirate.name })}
          testId={`emirate-option-${emirate.id}`}
        />
        {expanded && emirate.cities.map(renderCity)}
      </div>
    );
  };

  const renderResults = () => {
    if (search.isError) return <ErrorState error={search.error} onRetry={() => search.refetch()} />;
    if (!search.data || search.isPlaceholderData) {
      if (search.isFetching || debounced !== query.trim()) {
        return (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        );
      }
    }
    const hits = search.data ?? [];
    if (hits.length === 0) {
      return <EmptyState title={t('noResults', { q: debounced })} description={t('noResultsHint')} />;
    }
    return (
      <div className={linkRow.list} data-testid="city-results">
        {hits.map((hit) => {
          // In filter mode an area stands for its city (lists filter by city).
          const asCity = mode === 'filter' && hit.level === 'area' && hit.parentId;
          const province = mode === 'filter' && hit.level === 'emirate';
          const id = asCity ? (hit.parentId as string) : hit.id;
          const name = asCity ? (hit.path[0] ?? hit.name) : hit.name;
          if (mode === 'place' && hit.level === 'emirate') {
            return (
              <Row
                key={hit.id}
                level="emirate"
                label={hit.name}
                hint={t('level.emirate')}
                onSelect={() => {
                  setQuery('');
                  setOpen(new Set([hit.id]));
                }}
                testId={`city-result-${hit.id}`}
              />
            );
          }
          return (
            <Row
              key={hit.id}
              level="emirate"
              label={hit.name}
              hint={[t(`level.${hit.level}`), ...hit.path].join(' · ')}
              icon={<IconMapPin size={18} color="var(--mantine-color-gray-6)" aria-hidden />}
              selected={isSelected(id, province)}
              onSelect={() => onPick({ id, name, isProvince: province, level: asCity ? 'city' : hit.level })}
              testId={`city-result-${hit.id}`}
            />
          );
        })}
      </div>
    );
  };

  return (
    <Stack gap={0}>
      <TextInput
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          query ? <CloseButton aria-label={t('field.clear')} onClick={() => setQuery('')} size="sm" /> : undefined
        }
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        data-testid="city-search"
        size="md"
        radius="xl"
      />
      {query.trim() ? (
        <div style={{ marginBlockStart: 16 }}>{renderResults()}</div>
      ) : (
        <>
          {mode === 'filter' && (
            <div className={linkRow.list} style={{ marginBlockStart: 16 }}>
              <Row
                level="emirate"
                label={t('nationwide')}
                hint={t('nationwideHint')}
                icon={<IconWorld size={20} color="var(--mantine-color-indigo-7)" aria-hidden />}
                selected={!selectedId}
                onSelect={() => onPick({ id: null, name: t('nationwide'), isProvince: false, level: null })}
                testId="city-nationwide"
              />
            </div>
          )}
          <h2 className={classes.sectionTitle}>{t('hotCities')}</h2>
          {hot.isError ? (
            <ErrorState error={hot.error} onRetry={() => hot.refetch()} />
          ) : (
            <div className={classes.hot}>
              {hot.isPending && <Loader size="sm" />}
              {hot.data?.map((city) => (
                <Button
                  key={city.id}
                  radius="xl"
                  size="sm"
                  variant={isSelected(city.id) ? 'filled' : 'default'}
                  leftSection={<IconMapPin size={16} aria-hidden />}
                  onClick={() => pickCity(city)}
                  aria-pressed={isSelected(city.id)}
                  data-testid={`hot-city-${city.id}`}
                >
                  {city.name}
                </Button>
              ))}
            </div>
          )}
          <h2 className={classes.sectionTitle}>{t('emirates')}</h2>
          {regions.isPending ? (
            <LoadingState />
          ) : regions.isError ? (
            <ErrorState error={regions.error} onRetry={() => regions.refetch()} />
          ) : (
            <div className={linkRow.list} data-testid="emirate-list">
              {regions.data.map(renderEmirate)}
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
