import { Skeleton, useDirection } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Banner, BannerPlacement } from '@souq/shared';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CarouselDots } from '../../../components/CarouselDots';
import { API_ORIGIN } from '../../../lib/api';
import { useBanners } from '../api/get-banners';
import classes from './BannerCarousel.module.css';

/** Spec: the home banners advance every 3000 ms. */
export const BANNER_INTERVAL_MS = 3000;
const SWIPE_MIN_PX = 40;

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
 * hovered, touched or focused (and with reduced motion), swipeable, with dots.
 */
export function BannerCarousel({ placement }: { placement: BannerPlacement }) {
  const { t } = useTranslation('catalog');
  const { dir } = useDirection();
  const reduceMotion = useReducedMotion();
  const { data, isPending } = useBanners(placement);
  const banners = data ?? [];
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

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

  const onPointerDown = (e: PointerEvent) => {
    drag.current = { x: e.clientX, y: e.clientY, moved: false };
    if (e.pointerType !== 'mouse') setPaused(true);
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = drag.current;
    drag.current = null;
    if (e.pointerType !== 'mouse') setPaused(false);
    if (!start) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(e.clientY - start.y)) return;
    suppressClick.current = true;
    // Swiping towards the start edge shows the next banner (left in English, right in Arabic).
    const forward = dir === 'rtl' ? dx > 0 : dx < 0;
    go(index + (forward ? 1 : -1));
  };

  const offset = `${dir === 'rtl' ? '' : '-'}${index * 100}%`;
  return (
    <section
      className={classes.carousel}
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
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setPaused(false);
      }}
      onClickCapture={(e) => {
        if (suppressClick.current) {
          suppressClick.current = false;
          e.preventDefault();
          e.stopPropagation();
        }
      }}
    >
      <div
        className={classes.track}
        style={{ transform: `translateX(${offset})` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {banners.map((banner, i) => (
          <Slide key={banner.id} banner={banner} index={i} count={count} active={i === index} />
        ))}
      </div>
      <CarouselDots
        count={count}
        index={index}
        onSelect={go}
        labelOf={(i) => t('banners.goTo', { index: i + 1, count })}
        testIdOf={(i) => `banner-dot-${i}`}
      />
    </section>
  );
}
