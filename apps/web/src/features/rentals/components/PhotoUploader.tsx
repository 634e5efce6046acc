import { Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUploader as KitPhotoUploader } from '../../../components/PhotoUploader';
import { toast } from '../../../lib/toast';
import { createUpload, type UploadPurpose } from '../../uploads';
import rentalStyles from '../rentals.module.css';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export interface UploadedPhoto {
  uploadId: string;
  url: string;
}

/** The reason a file cannot be uploaded as an image (a translation key), or null. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.split(',').includes(file.type)) return 'validation:fileTypeImage';
  if (file.size > IMAGE_MAX_BYTES) return 'photos.tooLarge';
  return null;
}

/** Moves the item at `from` to `to` (a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Several photos: add (uploaded at once, one after another), reorder, remove; the first is the
 * cover. Used for a car's pictures and for hand-over, return and damage photos.
 */
export function PhotoUploader({
  value,
  onChange,
  max,
  purpose = 'car',
  label,
  description,
  error,
  testId = 'photos',
  coverLabel = true,
}: {
  value: UploadedPhoto[];
  onChange: (photos: UploadedPhoto[]) => void;
  max: number;
  purpose?: UploadPurpose;
  label?: string;
  description?: string;
  error?: string;
  testId?: string;
  /** Mark the first photo as the cover (car pictures). */
  coverLabel?: boolean;
}) {
  const { t } = useTranslation('rentals');
  const [pending, setPending] = useState(0);

  const add = async (files: File[]) => {
    const room = max - value.length;
    if (files.length > room) toast({ kind: 'error', message: t('validation:tooManyPhotos', { max }) });
    const chosen = files.slice(0, Math.max(0, room));
    let photos = value;
    for (const file of chosen) {
      const problem = imageProblem(file);
      if (problem) {
        toast({ kind: 'error', message: t(problem) });
        continue;
      }
      setPending((n) => n + 1);
      try {
        const upload = await createUpload({ file, purpose });
        photos = [...photos, { uploadId: upload.id, url: upload.thumbUrl || upload.url }];
        onChange(photos);
      } catch {
        // The API client already showed why.
      } finally {
        setPending((n) => n - 1);
      }
    }
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap={6} mt={label ? 6 : 0}>
        <KitPhotoUploader
          photos={value.map((photo) => ({ key: photo.uploadId, url: photo.url, uploaded: true }))}
          pending={pending}
          accept={IMAGE_TYPES}
          canAdd={value.length + pending < max}
          hideAddWhenFull
          showCover={coverLabel}
          gridClassName={rentalStyles.photos}
          texts={{
            add: t('photos.add'),
            cover: t('photos.cover'),
            earlier: t('photos.earlier'),
            later: t('photos.later'),
            remove: t('photos.remove'),
          }}
          testIds={{ grid: testId, tile: `${testId}-item`, input: `${testId}-input`, add: `${testId}-add` }}
          onAdd={(files) => void add(files)}
          onMove={(index, step) => onChange(moveItem(value, index, index + step))}
          onRemove={(index) => onChange(value.filter((_, j) => j !== index))}
        />
        <Text size="xs" c="dimmed">
          {t('photos.count', { n: value.length, max })}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
