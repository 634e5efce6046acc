import { ActionIcon, Group, Portal, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampPan,
  clampZoom,
  counterText,
  doubleTapZoom,
  pinchZoom,
  swipeTarget,
  wrapIndex,
  ZOOM_MIN,
  ZOOM_STEP,
} from '../gallery';
import listingStyles from '../listings.module.css';
import classes from './ZoomViewer.module.css';

const DOUBLE_TAP_MS = 300;

/**
 * Full-screen photo viewer: pinch or double-tap to zoom (buttons and the mouse wheel too), drag to
 * pan a zoomed photo, swipe or arrows for the next one, Escape or × to close.
 */
export function ZoomViewer({
  images,
  start,
  alt,
  onClose,
}: {
  images: string[];
  start: number;
  alt: string;
  onClose: (index: number) => void;
}) {
  const { t } = useTranslation('listings');
  const { dir } = useDirection();
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [gesture, setGesture] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const dragStart = useRef<{ x: number; y: number; pan: { x: number; y: number } } | null>(null);
  const lastTap = useRef(0);
  const count = images.length;
  const closeButton = useRef<HTMLButtonElement>(null);

  const size = () => ({ w: stage.current?.clientWidth ?? 390, h: stage.current?.clientHeight ?? 600 });
  const setZoomTo = (z: number) => {
    const next = clampZoom(z);
    const { w, h } = size();
    setZoom(next);
    setPan((p) => ({ x: clampPan(p.x, w, next), y: clampPan(p.y, h, next) }));
  };
  const show = (i: number) => {
    setIndex(wrapIndex(i, count));
    setZoom(1);
    setPan({ x: 0, y: 0 });
  };

  useEffect(() => {
    closeButton.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(index);
      if (e.key === 'ArrowLeft') show(index + (dir === 'rtl' ? 1 : -1));
      if (e.key === 'ArrowRight') show(index + (dir === 'rtl' ? -1 : 1));
      if (e.key === '+' || e.key === '=') setZoomTo(zoom + ZOOM_STEP);
      if (e.key === '-') setZoomTo(zoom - ZOOM_STEP);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (e: ReactPointerEvent) => {
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    setGesture(true);
    if (pointers.current.size === 2) {
      pinch.current = { distance: distance(), zoom };
      dragStart.current = null;
    } else if (pointers.current.size === 1) {
      dragStart.current = { x: e.clientX, y: e.clientY, pan };
    }
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch.current && pointers.current.size === 2) {
      setZoomTo(pinchZoom(pinch.current.zoom, pinch.current.distance, distance()));
    } else if (dragStart.current && zoom > ZOOM_MIN) {
      const { w, h } = size();
      const s = dragStart.current;
      setPan({ x: clampPan(s.pan.x + e.clientX - s.x, w, zoom), y: clampPan(s.pan.y + e.clientY - s.y, h, zoom) });
    }
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const s = dragStart.current;
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size > 0) return;
    setGesture(false);
    dragStart.current = null;
    if (!s) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    const moved = Math.hypot(dx, dy) > 10;
    if (!moved) {
      const now = Date.now();
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        setZoomTo(doubleTapZoom(zoom));
        if (zoom > ZOOM_MIN) setPan({ x: 0, y: 0 });
        lastTap.current = 0;
      } else {
        lastTap.current = now;
      }
    } else if (zoom <= ZOOM_MIN && Math.abs(dx) > Math.abs(dy)) {
      const next = swipeTarget(index, dx, size().w, count, dir);
      if (next !== index) show(next);
    }
  };

  return (
    <Portal>
      <div
        className={classes.viewer}
        role="dialog"
        aria-modal="true"
        aria-label={t('gallery.viewer')}
        data-testid="zoom-viewer"
        dir={dir}
      >
        <div className={classes.bar}>
          <span className={listingStyles.counter} style={{ position: 'static' }} data-testid="viewer-counter">
            {counterText(index, count)}
          </span>
          <Group gap="xs">
            <ActionIcon
              variant="subtle"
              color="gray.0"
              size="lg"
              aria-label={t('gallery.zoomOut')}
              onClick={() => setZoomTo(zoom - ZOOM_STEP)}
              disabled={zoom <= ZOOM_MIN}
              data-testid="zoom-out"
            >
              <IconZoomOut size={22} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray.0"
              size="lg"
              aria-label={t('gallery.zoomIn')}
              onClick={() => setZoomTo(zoom + ZOOM_STEP)}
              data-testid="zoom-in"
            >
              <IconZoomIn size={22} />
            </ActionIcon>
            <ActionIcon
              ref={closeButton}
              variant="subtle"
              color="gray.0"
              size="lg"
              aria-label={t('gallery.close')}
              onClick={() => onClose(index)}
              data-testid="viewer-close"
            >
              <IconX size={24} />
            </ActionIcon>
          </Group>
        </div>
        <div
          ref={stage}
          className={gesture ? `${classes.stage} ${classes.gesture}` : classes.stage}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onWheel={(e) => setZoomTo(zoom * (e.deltaY < 0 ? 1.15 : 1 / 1.15))}
        >
          <img
            src={images[index]}
            alt={alt}
            draggable={false}
            style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
            data-zoom={zoom}
            data-testid="viewer-image"
          />
          {count > 1 && (
            <>
              <ActionIcon
                className={listingStyles.arrowPrev}
                variant="white"
                color="dark"
                radius="xl"
                size="lg"
                aria-label={t('gallery.previous')}
                onClick={() => show(index - 1)}
                onPointerDown={(e) => e.stopPropagation()}
                onPointerUp={(e) => e.stopPropagation()}
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
                onClick={() => show(index + 1)}
                onPointerDown={(e) => e.stopPropagation()}
                onPointerUp={(e) => e.stopPropagation()}
              >
                <IconChevronRight className="icon-directional" size={20} />
              </ActionIcon>
            </>
          )}
        </div>
      </div>
    </Portal>
  );
}
