import '../rentals.css';
/** Thumbnails of condition or charge photos, each opening the full image. */
export function Photos({ photos }: { photos: { url: string; thumbUrl: string }[] }) {
  if (photos.length === 0) return null;
  return (
    <div className="rent-photos">
      {photos.map((photo) => (
        <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer" className="rent-photo">
          <img src={photo.thumbUrl || photo.url} alt="" loading="lazy" />
        </a>
      ))}
    </div>
  );
}
