import { ActionIcon, Badge, FileButton, Input, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCameraPlus, IconStar, IconX } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import tiles from '../../../components/PhotoTile.module.css';
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
        <div className={rentalStyles.photos} data-testid={testId}>
          {value.map((photo, i) => (
            <div key={photo.uploadId} className={tiles.tile} data-testid={`${testId}-item`}>
              <img src={photo.url} alt="" />
              {coverLabel && i === 0 && (
                <Badge className={tiles.cover} size="xs" leftSection={<IconStar size={10} />}>
                  {t('photos.cover')}
                </Badge>
              )}
              <div className={tiles.tools}>
                <ActionIcon
                  size="sm"
                  variant="filled"
                  color="dark"
                  disabled={i === 0}
                  onClick={() => onChange(moveItem(value, i, i - 1))}
                  aria-label={t('photos.earlier')}
                >
                  <IconArrowLeft className="icon-directional" size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="filled"
                  color="red"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  aria-label={t('photos.remove')}
                >
                  <IconX size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="filled"
                  color="dark"
                  disabled={i === value.length - 1}
                  onClick={() => onChange(moveItem(value, i, i + 1))}
                  aria-label={t('photos.later')}
                >
                  <IconArrowRight className="icon-directional" size={14} />
                </ActionIcon>
              </div>
            </div>
          ))}
          {Array.from({ length: pending }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of files still uploading have no identity
            <div key={`pending-${i}`} className={tiles.tile}>
              <Stack align="center" justify="center" h="100%">
                <Loader size="sm" />
              </Stack>
            </div>
          ))}
          {value.length + pending < max && (
            <FileButton
              onChange={(files) => void add(files)}
              accept={IMAGE_TYPES}
              multiple
              inputProps={{ 'data-testid': `${testId}-input` } as ComponentProps<'input'>}
            >
              {(props) => (
                <button
                  type="button"
                  className={`${tiles.add} ${tiles.addPlain}`}
                  {...props}
                  data-testid={`${testId}-add`}
                >
                  <IconCameraPlus size={22} aria-hidden />
                  {t('photos.add')}
                </button>
              )}
            </FileButton>
          )}
        </div>
        <Text size="xs" c="dimmed">
          {t('photos.count', { n: value.length, max })}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
