import { Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { useBrands } from '../../catalog/api/get-brands';
import { BrandLogo } from '../../catalog/components/BrandLogo';
import '../listings.css';

/** A grid of popular brands' logos; a tap opens the car list of that brand. */
export function HotBrands({ limit = 10 }: { limit?: number }) {
  const brands = useBrands({ hot: true });
  if (brands.isPending) {
    return (
      <div className="car-brand-grid" aria-hidden>
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
    <div className="car-brand-grid" data-testid="hot-brands">
      {items.map((brand) => (
        <Link
          key={brand.id}
          to={`/cars?brandId=${encodeURIComponent(brand.id)}`}
          className="car-brand-tile"
          data-testid={`home-brand-${brand.id}`}
        >
          <BrandLogo brand={brand} size={44} />
          <span className="car-brand-tile__name">
            <bdi>{brand.name}</bdi>
          </span>
        </Link>
      ))}
    </div>
  );
}
