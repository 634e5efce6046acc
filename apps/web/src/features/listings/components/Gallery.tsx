import type { ListingMedia } from '@souq/shared';
import { IconCar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/Carousel';
import { mediaUrl } from '../format';
import { wrapIndex } from '../gallery';
import listingStyles from '../listings.module.css';
import classes from './Gallery.module.css';
import { ZoomViewer } from './ZoomViewer';

/**
 * The car's photos on the kit's carousel: swipe on touch screens, arrows and thumbnails with a mouse,
 * the "3/12" counter; a tap opens the full-screen viewer with zoom. `banner` is drawn across the corner (sold cars).
 */
export function Gallery({ photos, banner, alt }: { photos: ListingMedia[]; banner?: string; alt: string }) {
  const { t } = useTranslation('listings');
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState<number | null>(null);
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

  return (
    <div>
      <Carousel
        className={classes.gallery}
        count={count}
        index={index}
        onIndexChange={setIndex}
        follow
        keyboard
        onTap={setViewer}
        aria-roledescription={t('gallery.carousel')}
        aria-label={alt}
        data-testid="gallery"
        arrows={{
          previousLabel: t('gallery.previous'),
          nextLabel: t('gallery.next'),
          prevClassName: listingStyles.arrowPrev,
          nextClassName: listingStyles.arrowNext,
          testIdPrefix: 'gallery',
        }}
        counter={{ className: listingStyles.counter, testId: 'gallery-counter' }}
        overlay={
          banner && (
            <div className={classes.banner} data-testid="sold-banner">
              {banner}
            </div>
          )
        }
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
              // Pointer taps open the viewer through onTap; this is the keyboard's Enter/Space.
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
      </Carousel>
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
