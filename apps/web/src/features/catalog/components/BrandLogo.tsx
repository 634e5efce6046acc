import type { Brand } from '@souq/shared';
import { API_ORIGIN } from '../../../lib/api';
import classes from './BrandLogo.module.css';

/** A brand's generated monogram logo. Decorative by default (the name is shown beside it). */
export function BrandLogo({
  brand,
  size = 36,
  alt = '',
}: {
  brand: Pick<Brand, 'id' | 'logoUrl'>;
  size?: number;
  alt?: string;
}) {
  const src = brand.logoUrl.startsWith('/') ? `${API_ORIGIN}${brand.logoUrl}` : brand.logoUrl;
  return (
    <img className={classes.logo} src={src} width={size} height={size} alt={alt} loading="lazy" decoding="async" />
  );
}
