import { Group } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarouselDots } from '../../../components/CarouselDots';
import classes from './Gallery.module.css';

/**
 * A swipeable photo gallery: native horizontal scrolling with snap points (touch, trackpad and
 * keyboard work as the platform does), dots to jump and to show where you are.
 */
export function Gallery({ photos, alt }: { photos: { url: string }[]; alt: string }) {
  const { t } = useTranslation('rentals');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  if (photos.length === 0) {
    return (
      <div className={classes.gallery}>
        <Group justify="center" align="center" style={{ aspectRatio: '16 / 9' }}>
          <IconCar size={64} color="var(--mantine-color-gray-5)" aria-hidden />
        </Group>
      </div>
    );
  }

  const onScroll = () => {
    const node = track.current;
    if (!node || node.clientWidth === 0) return;
    // scrollLeft runs negative in right-to-left layouts.
    setIndex(Math.round(Math.abs(node.scrollLeft) / node.clientWidth));
  };

  const go = (i: number) => {
    const node = track.current;
    if (!node) return;
    const rtl = getComputedStyle(node).direction === 'rtl';
    node.scrollTo({ left: (rtl ? -1 : 1) * i * node.clientWidth, behavior: 'smooth' });
  };

  return (
    <section
      className={classes.gallery}
      aria-roledescription={t('common:a11y.carousel')}
      aria-label={alt}
      data-testid="rental-gallery"
    >
      <div ref={track} className={classes.track} onScroll={onScroll}>
        {photos.map((photo, i) => (
          <figure key={photo.url} className={classes.slide}>
            <img
              src={photo.url}
              alt={i === 0 ? alt : t('car.photoOf', { n: i + 1, total: photos.length })}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </figure>
        ))}
      </div>
      <CarouselDots
        count={photos.length}
        index={index}
        onSelect={go}
        labelOf={(i) => t('car.photoOf', { n: i + 1, total: photos.length })}
      />
    </section>
  );
}
