import type { Brand, Series } from '@souq/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { safeReturnPath } from '../../regions';
import { useSeries } from '../api/get-series';
import { BrandPicker } from '../components/BrandPicker';
import picker from '../components/BrandPicker.module.css';
import { withQuery } from '../with-query';

const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

function SeriesList({ brandId, onPick }: { brandId: string; onPick: (series: Series | null) => void }) {
  const { t } = useTranslation('catalog');
  const query = useSeries(brandId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState title={t('series.empty')} />;
  return (
    <div className={linkRow.list} data-testid="series-list">
      <button type="button" className={picker.row} onClick={() => onPick(null)} data-testid="series-option-all">
        <span className={picker.rowName}>{t('brands.allSeries', { brand: query.data.brand.name })}</span>
        <IconChevronRight className="icon-directional" size={16} color="var(--mantine-color-gray-5)" aria-hidden />
      </button>
      {query.data.items.map((series) => (
        <button
          key={series.id}
          type="button"
          className={picker.row}
          onClick={() => onPick(series)}
          data-testid={`series-option-${series.id}`}
        >
          <span className={picker.rowName}>{series.name}</span>
          <span className={picker.rowLatin}>{t(`body.${series.bodyType}`)}</span>
          <IconChevronRight className="icon-directional" size={16} color="var(--mantine-color-gray-5)" aria-hidden />
        </button>
      ))}
    </div>
  );
}

/**
 * The brand picker page (spec: select-brand). `?return=<path>&param=<name>` sends the chosen brand
 * back to that path as `<name>` (default `brandId`); with `level=series` a series is asked too and
 * sent as `seriesParam` (default `seriesId`). Without a return path it opens the cars of the brand.
 */
export default function BrandsPage() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [brand, setBrand] = useState<Brand | null>(null);
  const returnPath = safeReturnPath(params.get('return'));
  const brandParam = PARAM_NAME.test(params.get('param') ?? '') ? (params.get('param') as string) : 'brandId';
  const seriesParam = PARAM_NAME.test(params.get('seriesParam') ?? '')
    ? (params.get('seriesParam') as string)
    : 'seriesId';
  const askSeries = params.get('level') === 'series';
  const current = params.get('selected');

  const done = (b: Brand, series: Series | null) => {
    const target = returnPath ?? '/cars';
    navigate(withQuery(target, { [brandParam]: b.id, [seriesParam]: series?.id }), { replace: !!returnPath });
  };

  if (brand && askSeries) {
    return (
      <Page title={`${brand.name} · ${t('series.title')}`} back="/brands">
        <SeriesList brandId={brand.id} onPick={(series) => done(brand, series)} />
      </Page>
    );
  }
  return (
    <Page title={t('brands.title')} back={returnPath ?? '/'}>
      <BrandPicker
        selectedId={current}
        onSelect={(b) => {
          if (askSeries) setBrand(b);
          else done(b, null);
        }}
      />
    </Page>
  );
}
