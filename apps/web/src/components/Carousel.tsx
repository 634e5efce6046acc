import { ActionIcon, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type HTMLAttributes, type ReactNode, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import classes from './Carousel.module.css';
import { CarouselDots } from './CarouselDots';
import { counterText, type SwipeOptions, swipeTarget, wrapIndex } from './carousel-index';

export interface CarouselArrows {
  previousLabel: string;
  nextLabel: string;
  /** Where the arrows sit over the slides. */
  prevClassName?: string;
  nextClassName?: string;
  /** Test ids `<prefix>-prev` and `<prefix>-next`. */
  testIdPrefix?: string;
}

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  count: number;
  /** The slide shown (the carousel is controlled). */
  index: number;
  onIndexChange: (index: number) => void;
  /** The slides, each one frame wide. */
  children: ReactNode;
  /** The track follows the finger while swiping (photos); otherwise only a finished swipe moves it. */
  follow?: boolean;
  swipe?: SwipeOptions;
  /** The left and right arrow keys move between slides (wrapping around). */
  keyboard?: boolean;
  /** A tap or click that was not a swipe, on the slide shown. */
  onTap?: (index: number) => void;
  trackProps?: HTMLAttributes<HTMLDivElement>;
  arrows?: CarouselArrows;
  /** The "3/12" counter. */
  counter?: { className?: string; testId?: string };
  dots?: { labelOf: (i: number) => string; testIdOf?: (i: number) => string };
  /** Drawn over the slides after the carousel's own controls (e.g. a banner across the corner). */
  overlay?: ReactNode;
}

/**
 * The kit's carousel: a track of slides moved by swiping (mirrored in right-to-left pages), with
 * arrows, a counter and dots as options. A swipe never counts as a click on the slide under it.
 */
export function Carousel({
  count,
  index,
  onIndexChange,
  children,
  follow = false,
  swipe,
  keyboard = false,
  onTap,
  trackProps,
  arrows,
  counter,
  dots,
  overlay,
  className,
  ...rest
}: CarouselProps) {
  const { dir } = useDirection();
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number; id: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const frame = useRef<HTMLElement>(null);

  const go = (next: number) => onIndexChange(wrapIndex(next, count));
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
    if (s.moved && follow) setDrag(dx);
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s || s.id !== e.pointerId) return;
    if (s.moved) {
      suppressClick.current = true;
      const width = frame.current?.clientWidth ?? 390;
      onIndexChange(swipeTarget(index, e.clientX - s.x, width, count, dir, swipe));
      setDrag(0);
    } else {
      onTap?.(index);
    }
  };
  // Each slide is one frame wide; in right-to-left pages the track runs the other way.
  const sign = dir === 'rtl' ? 1 : -1;
  const offset = `calc(${sign * index * 100}% + ${drag}px)`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a labelled section is a region; its keys move the slides
    <section
      {...rest}
      ref={frame}
      className={className ? `${classes.carousel} ${className}` : classes.carousel}
      onKeyDown={(e) => {
        rest.onKeyDown?.(e);
        if (!keyboard) return;
        if (e.key === 'ArrowLeft') go(index + (dir === 'rtl' ? 1 : -1));
        if (e.key === 'ArrowRight') go(index + (dir === 'rtl' ? -1 : 1));
      }}
      onClickCapture={(e) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        e.preventDefault();
        e.stopPropagation();
      }}
    >
      <div
        {...trackProps}
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
        {children}
      </div>
      {arrows && count > 1 && (
        <>
          <ActionIcon
            className={arrows.prevClassName}
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={arrows.previousLabel}
            onClick={() => go(index - 1)}
            data-testid={arrows.testIdPrefix && `${arrows.testIdPrefix}-prev`}
          >
            <IconChevronLeft className="icon-directional" size={20} />
          </ActionIcon>
          <ActionIcon
            className={arrows.nextClassName}
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={arrows.nextLabel}
            onClick={() => go(index + 1)}
            data-testid={arrows.testIdPrefix && `${arrows.testIdPrefix}-next`}
          >
            <IconChevronRight className="icon-directional" size={20} />
          </ActionIcon>
        </>
      )}
      {counter && (
        <span className={counter.className} data-testid={counter.testId} aria-live="polite">
          {counterText(index, count)}
        </span>
      )}
      {dots && (
        <CarouselDots count={count} index={index} onSelect={go} labelOf={dots.labelOf} testIdOf={dots.testIdOf} />
      )}
      {overlay}
    </section>
  );
}
