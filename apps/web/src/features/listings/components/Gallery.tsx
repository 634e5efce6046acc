import { ActionIcon, useDirection } from '@mantine/core';
import type { ListingMedia } from '@souq/shared';
import { IconCar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../format';
import { counterText, swipeTarget, wrapIndex } from '../gallery';
import listingStyles from '../listings.module.css';
import classes from './Gallery.module.css';
import { ZoomViewer } from './ZoomViewer';

/**
 * The car's photos: swipe on touch screens, arrows and thumbnails with a mouse, the "3/12" counter;
 * a tap opens the full-screen viewer with zoom. `banner` is drawn across the corner (sold cars).
 */
export function Gallery({ photos, banner, alt }: { photos: ListingMedia[]; banner?: string; alt: string }) {
  const { t } = useTranslation('listings');
  const { dir } = useDirection();
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState<number | null>(null);
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number; id: number; moved: boolean } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const count = photos.length;

  if (count === 0) {
    return (
      <div className={classes.gallery} data-testid="gallery">
        <div className={listingStyles.placeholder} style={{ color: 'var(--mantine-color-gray-6)' }}>
          <IconCar size={72} stroke={1} aria-hidden />
        </div>
        {banner && <div className={classes.banner}>{banner}</div>}
      </div>
    );
  }

  const go = (next: number) => setIndex(wrapIndex(next, count));
  const onPointerDown = (e: ReactPointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId, moved: false };
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    if (!s.moved && Math.abs(dx) > 8 && Math.abs(dx) > Math.abs(e.clientY - s.y)) {
      s.moved = true;
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    }
    if (s.moved) setDrag(dx);
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s || s.id !== e.pointerId) return;
    if (s.moved) {
      const width = frame.current?.clientWidth ?? 390;
      setIndex(swipeTarget(index, e.clientX - s.x, width, count, dir));
      setDrag(0);
    } else {
      setViewer(index);
    }
  };
  // Each slide is one frame wide; in right-to-left pages the track runs the other way.
  const sign = dir === 'rtl' ? 1 : -1;
  const offset = `calc(${sign * index * 100}% + ${drag}px)`;

  return (
    <div>
      <section
        className={classes.gallery}
        ref={frame}
        aria-roledescription={t('gallery.carousel')}
        aria-label={alt}
        data-testid="gallery"
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') go(index + (dir === 'rtl' ? 1 : -1));
          if (e.key === 'ArrowRight') go(index + (dir === 'rtl' ? -1 : 1));
        }}
      >
        <div
          className={drag ? `${classes.track} ${classes.dragging}` : classes.track}
          style={{ transform: `translateX(${offset})` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
            setDrag(0);
          }}
        >
          {photos.map((photo, i) => (
            <button
              key={photo.uploadId}
              type="button"
              className={classes.slide}
              aria-label={t('gallery.open', { n: i + 1, total: count })}
              aria-hidden={i !== index}
              tabIndex={i === index ? 0 : -1}
              onClick={(e) => {
                // Pointer taps open the viewer in onPointerUp; this is the keyboard's Enter/Space.
                if (e.detail === 0) setViewer(i);
              }}
              data-testid="gallery-slide"
            >
              <img
                src={mediaUrl(photo.url)}
                alt={i === index ? alt : ''}
                draggable={false}
                loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
              />
            </button>
          ))}
        </div>
        {count > 1 && (
          <>
            <ActionIcon
              className={listingStyles.arrowPrev}
              variant="white"
              color="dark"
              radius="xl"
              size="lg"
              aria-label={t('gallery.previous')}
              onClick={() => go(index - 1)}
              data-testid="gallery-prev"
            >
              <IconChevronLeft className="icon-directional" size={20} />
            </ActionIcon>
            <ActionIcon
              className={listingStyles.arrowNext}
              variant="white"
              color="dark"
              radius="xl"
              size="lg"
              aria-label={t('gallery.next')}
              onClick={() => go(index + 1)}
              data-testid="gallery-next"
            >
              <IconChevronRight className="icon-directional" size={20} />
            </ActionIcon>
          </>
        )}
        <span className={listingStyles.counter} data-testid="gallery-counter" aria-live="polite">
          {counterText(index, count)}
        </span>
        {banner && (
          <div className={classes.banner} data-testid="sold-banner">
            {banner}
          </div>
        )}
      </section>
      {count > 1 && (
        <div className={classes.thumbs}>
          {photos.map((photo, i) => (
            <button
              key={photo.uploadId}
              type="button"
              className={classes.thumb}
              aria-current={i === index}
              aria-label={t('gallery.show', { n: i + 1 })}
              onClick={() => go(i)}
            >
              <img src={mediaUrl(photo.thumbUrl || photo.url)} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {viewer !== null && (
        <ZoomViewer
          images={photos.map((p) => mediaUrl(p.url))}
          start={viewer}
          alt={alt}
          onClose={(last) => {
            setIndex(last);
            setViewer(null);
          }}
        />
      )}
    </div>
  );
}
