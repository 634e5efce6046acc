import { Skeleton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Banner, BannerPlacement } from '@souq/shared';
import { type PointerEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '../../../components/Carousel';
import { API_ORIGIN } from '../../../lib/api';
import { useBanners } from '../api/get-banners';
import classes from './BannerCarousel.module.css';

/** Spec: the home banners advance every 3000 ms. */
export const BANNER_INTERVAL_MS = 3000;

function imageSrc(url: string): string {
  return url.startsWith('/api/') ? `${API_ORIGIN}${url}` : url;
}

function Slide({ banner, index, count, active }: { banner: Banner; index: number; count: number; active: boolean }) {
  const { t } = useTranslation('catalog');
  const content = (
    <>
      <img className={classes.image} src={imageSrc(banner.imageUrl)} alt="" draggable={false} />
      <div className={classes.text}>
        <p className={classes.title}>{banner.title}</p>
        {banner.subtitle && <p className={classes.subtitle}>{banner.subtitle}</p>}
      </div>
    </>
  );
  const common = {
    className: classes.slide,
    role: 'group',
    'aria-roledescription': t('common:a11y.slide'),
    'aria-label': t('banners.goTo', { index: index + 1, count }),
    'aria-hidden': !active,
    'data-testid': `banner-${banner.id}`,
  } as const;
  return banner.linkPath ? (
    <Link to={banner.linkPath} {...common} tabIndex={active ? 0 : -1} draggable={false}>
      {content}
    </Link>
  ) : (
    <div {...common}>{content}</div>
  );
}

/**
 * The home banners of a placement (spec: index/banners): auto-advancing every 3 s, paused while
 * hovered, touched or focused (and with reduced motion), swipeable, with dots (the kit's carousel).
 */
export function BannerCarousel({ placement }: { placement: BannerPlacement }) {
  const { t } = useTranslation('catalog');
  const reduceMotion = useReducedMotion();
  const { data, isPending } = useBanners(placement);
  const banners = data ?? [];
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  useEffect(() => {
    if (count < 2 || paused || reduceMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused, reduceMotion]);

  if (isPending) {
    return <Skeleton className={`${classes.carousel} ${classes.loading}`} data-testid={`banners-${placement}`} />;
  }
  if (count === 0) return null;

  // A finger on the banners holds them still; a mouse pauses them by hovering.
  const holdWhileTouched = (held: boolean) => (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') setPaused(held);
  };

  return (
    <Carousel
      className={classes.carousel}
      count={count}
      index={index}
      onIndexChange={setIndex}
      swipe={{ wrap: true, minRatio: 0 }}
      aria-roledescription={t('common:a11y.carousel')}
      aria-label={t('banners.label')}
      data-testid={`banners-${placement}`}
      data-paused={paused || undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      onPointerDown={holdWhileTouched(true)}
      onPointerUp={holdWhileTouched(false)}
      onPointerCancel={() => setPaused(false)}
      trackProps={{ 'aria-live': paused ? 'polite' : 'off' }}
      dots={{
        labelOf: (i) => t('banners.goTo', { index: i + 1, count }),
        testIdOf: (i) => `banner-dot-${i}`,
      }}
    >
      {banners.map((banner, i) => (
        <Slide key={banner.id} banner={banner} index={i} count={count} active={i === index} />
      ))}
    </Carousel>
  );
}
