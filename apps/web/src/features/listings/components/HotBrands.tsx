import { Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo, useBrands } from '../../catalog';
import classes from './HotBrands.module.css';

/** A grid of popular brands' logos; a tap opens the car list of that brand. */
export function HotBrands({ limit = 10 }: { limit?: number }) {
  const brands = useBrands({ hot: true });
  if (brands.isPending) {
    return (
      <div className={classes.grid} aria-hidden>
        {Array.from({ length: limit }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </div>
    );
  }
  const items = (brands.data ?? []).slice(0, limit);
  if (items.length === 0) return null;
  return (
    <div className={classes.grid} data-testid="hot-brands">
      {items.map((brand) => (
        <Link
          key={brand.id}
          to={`/cars?brandId=${encodeURIComponent(brand.id)}`}
          className={classes.tile}
          data-testid={`home-brand-${brand.id}`}
        >
          <BrandLogo brand={brand} size={44} />
          <span className={classes.name}>
            <bdi>{brand.name}</bdi>
          </span>
        </Link>
      ))}
    </div>
  );
}
