import { Group } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/Carousel';
import classes from './Gallery.module.css';

/**
 * A rental car's photos on the kit's carousel: the photos follow the finger when swiped, the arrow
 * keys move between them, and dots jump and show where you are.
 */
export function Gallery({ photos, alt }: { photos: { url: string }[]; alt: string }) {
  const { t } = useTranslation('rentals');
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

  const labelOf = (i: number) => t('car.photoOf', { n: i + 1, total: photos.length });
  return (
    <Carousel
      className={classes.gallery}
      count={photos.length}
      index={index}
      onIndexChange={setIndex}
      follow
      keyboard
      aria-roledescription={t('common:a11y.carousel')}
      aria-label={alt}
      data-testid="rental-gallery"
      dots={{ labelOf }}
    >
      {photos.map((photo, i) => (
        <figure key={photo.url} className={classes.slide} aria-hidden={i !== index}>
          <img
            src={photo.url}
            alt={i === 0 ? alt : labelOf(i)}
            draggable={false}
            loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
          />
        </figure>
      ))}
    </Carousel>
  );
}
