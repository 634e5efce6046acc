import { Center, CloseButton, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Brand } from '@souq/shared';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import linkRow from '../../../components/LinkRow.module.css';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useBrands } from '../api/get-brands';
import { BrandLogo } from './BrandLogo';
import picker from './BrandPicker.module.css';

export interface BrandPickerProps {
  onSelect: (brand: Brand) => void;
  selectedId?: string | null;
  autoFocus?: boolean;
}

function BrandRow({ brand, selected, onSelect }: { brand: Brand; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      className={picker.row}
      data-selected={selected || undefined}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      data-testid={`brand-option-${brand.id}`}
    >
      <BrandLogo brand={brand} size={32} />
      <span className={picker.rowName}>{brand.name}</span>
      {brand.nameEn !== brand.name && <span className={picker.rowLatin}>{brand.nameEn}</span>}
    </button>
  );
}

/**
 * The brand list of the pickers (spec: select-brand): search in any language, hot brands with
 * logos on top, then every brand under its letter with a letter index on the side.
 */
export function BrandPicker({ onSelect, selectedId, autoFocus }: BrandPickerProps) {
  const { t } = useTranslation('catalog');
  const prefix = useId().replace(/:/g, '');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 200);
  const all = useBrands();
  const hot = useBrands({ hot: true });
  const search = useBrands({ q: debounced });

  const groups = useMemo(() => {
    const out = new Map<string, Brand[]>();
    for (const brand of all.data ?? []) out.set(brand.letter, [...(out.get(brand.letter) ?? []), brand]);
    return [...out.entries()];
  }, [all.data]);

  const jump = (letter: string) =>
    document.getElementById(`${prefix}-letter-${letter}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });

  const searchBox = (
    <TextInput
      aria-label={t('brands.searchLabel')}
      placeholder={t('brands.searchPlaceholder')}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        query ? <CloseButton aria-label={t('picker.clear')} onClick={() => setQuery('')} size="sm" /> : undefined
      }
      value={query}
      onChange={(e) => setQuery(e.currentTarget.value)}
      autoFocus={autoFocus}
      data-autofocus={autoFocus || undefined}
      size="md"
      radius="xl"
      data-testid="brand-search"
    />
  );

  if (query.trim()) {
    const waiting = debounced !== query.trim() || (search.isFetching && search.isPlaceholderData) || search.isPending;
    return (
      <div>
        {searchBox}
        <div style={{ marginBlockStart: 16 }}>
          {search.isError ? (
            <ErrorState error={search.error} onRetry={() => search.refetch()} />
          ) : waiting && !search.data ? (
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          ) : (search.data ?? []).length === 0 && !waiting ? (
            <EmptyState title={t('brands.noResults', { q: debounced })} description={t('brands.noResultsHint')} />
          ) : (
            <div className={linkRow.list} data-testid="brand-results" aria-busy={waiting}>
              {(search.data ?? []).map((brand) => (
                <BrandRow
                  key={brand.id}
                  brand={brand}
                  selected={brand.id === selectedId}
                  onSelect={() => onSelect(brand)}
                />
              ))}
            </div>
          )}
        </div>
      </div>
    );
  }

  return (
    <div>
      {searchBox}
      <h2 className={picker.sectionTitle}>{t('brands.hot')}</h2>
      {hot.isError ? (
        <ErrorState error={hot.error} onRetry={() => hot.refetch()} />
      ) : hot.isPending ? (
        <Center py="sm">
          <Loader size="sm" />
        </Center>
      ) : (
        <div className={picker.hotGrid}>
          {hot.data.map((brand) => (
            <button
              key={brand.id}
              type="button"
              className={picker.tile}
              data-selected={brand.id === selectedId || undefined}
              onClick={() => onSelect(brand)}
              data-testid={`hot-brand-${brand.id}`}
            >
              <BrandLogo brand={brand} size={40} />
              <span className={picker.tileName}>{brand.name}</span>
            </button>
          ))}
        </div>
      )}
      <h2 className={picker.sectionTitle}>{t('brands.all')}</h2>
      {all.isPending ? (
        <LoadingState />
      ) : all.isError ? (
        <ErrorState error={all.error} onRetry={() => all.refetch()} />
      ) : (
        <div className={picker.picker}>
          <div className={picker.list} data-testid="brand-list">
            {groups.map(([letter, brands]) => (
              <section
                key={letter}
                id={`${prefix}-letter-${letter}`}
                className={picker.letter}
                aria-label={t('brands.letter', { letter })}
              >
                <h3 className={picker.letterTitle}>{letter}</h3>
                <div className={picker.letterRows}>
                  {brands.map((brand) => (
                    <BrandRow
                      key={brand.id}
                      brand={brand}
                      selected={brand.id === selectedId}
                      onSelect={() => onSelect(brand)}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
          <nav className={picker.index} aria-label={t('brands.index')}>
            {groups.map(([letter]) => (
              <button
                key={letter}
                type="button"
                className={picker.indexButton}
                onClick={() => jump(letter)}
                aria-label={t('brands.letter', { letter })}
                data-testid={`letter-${letter}`}
              >
                {letter}
              </button>
            ))}
          </nav>
        </div>
      )}
    </div>
  );
}
