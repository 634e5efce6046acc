import classes from './CarouselDots.module.css';

/**
 * The dots under a carousel (a car's photos, the home banners): one button per slide, the current
 * one drawn longer; a click jumps to its slide. The look can be tuned by the carousel through
 * custom properties (see the stylesheet).
 */
export function CarouselDots({
  count,
  index,
  onSelect,
  labelOf,
  testIdOf,
}: {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  /** The accessible name of the dot of slide `i` (0-based). */
  labelOf: (i: number) => string;
  testIdOf?: (i: number) => string;
}) {
  if (count < 2) return null;
  return (
    <div className={classes.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a position, not for a slide's content
          key={i}
          type="button"
          className={classes.dot}
          aria-current={i === index}
          aria-label={labelOf(i)}
          onClick={() => onSelect(i)}
          data-testid={testIdOf?.(i)}
        />
      ))}
    </div>
  );
}
