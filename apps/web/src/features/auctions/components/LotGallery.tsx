import { IconCar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/Carousel';
import { mediaUrl } from '../media';
import classes from './LotGallery.module.css';

/** Longest sides of the upload's thumbnail and stored photo (apps/api uploads.images.ts). */
const THUMB_SIDE = 400;
const MAX_SIDE = 2560;
/** The gallery spans the column: the whole phone width, about 60% of a wide screen's content. */
const GALLERY_SIZES = '(min-width: 961px) 720px, 100vw';

/** The car's photos on the kit's carousel; the first one loads at once (it is the page's largest image). */
export function LotGallery({
  photos,
  alt,
}: {
  photos: { uploadId: string; url: string; thumbUrl?: string | null }[];
  alt: string;
}) {
  const { t } = useTranslation('auctions');
  const [index, setIndex] = useState(0);
  if (photos.length === 0) {
    return (
      <div className={`${classes.gallery} ${classes.empty}`} data-testid="lot-gallery">
        <IconCar size={72} stroke={1} aria-hidden />
      </div>
    );
  }
  return (
    <Carousel
      className={classes.gallery}
      count={photos.length}
      index={index}
      onIndexChange={setIndex}
      follow
      keyboard
      aria-roledescription={t('gallery.carousel')}
      aria-label={alt}
      data-testid="lot-gallery"
      arrows={{
        previousLabel: t('gallery.previous'),
        nextLabel: t('gallery.next'),
        prevClassName: classes.prev,
        nextClassName: classes.next,
        testIdPrefix: 'lot-gallery',
      }}
      counter={{ className: classes.counter }}
    >
      {photos.map((photo, i) => (
        <div key={photo.uploadId} className={classes.slide} aria-hidden={i !== index}>
          <img
            src={mediaUrl(photo.url)}
            // The uploads keep two sizes: the 400 px thumbnail and the photo itself (at most 2560 px).
            // A phone with a 2x or 3x screen still takes the photo; a small or 1x screen the thumbnail.
            srcSet={
              photo.thumbUrl
                ? `${mediaUrl(photo.thumbUrl)} ${THUMB_SIDE}w, ${mediaUrl(photo.url)} ${MAX_SIDE}w`
                : undefined
            }
            sizes={photo.thumbUrl ? GALLERY_SIZES : undefined}
            alt={i === index ? alt : ''}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            draggable={false}
          />
        </div>
      ))}
    </Carousel>
  );
}
