import tiles from '../../../components/PhotoTile.module.css';
import rentalStyles from '../rentals.module.css';
/** Thumbnails of condition or charge photos, each opening the full image. */
export function Photos({ photos }: { photos: { url: string; thumbUrl: string }[] }) {
  if (photos.length === 0) return null;
  return (
    <div className={rentalStyles.photos}>
      {photos.map((photo) => (
        <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer" className={tiles.tile}>
          <img src={photo.thumbUrl || photo.url} alt="" loading="lazy" />
        </a>
      ))}
    </div>
  );
}
