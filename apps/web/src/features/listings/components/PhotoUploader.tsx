import { Alert, Group, Stack, Text } from '@mantine/core';
import { LISTING_PHOTOS_MAX, uploadAcceptOf } from '@souq/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUploader as KitPhotoUploader } from '../../../components/PhotoUploader';
import { isApiError } from '../../../lib/api';
import { uploadFile } from '../../uploads';
import { mediaUrl, num } from '../format';
import { moveItem } from '../gallery';
import classes from './PhotoUploader.module.css';

export interface PhotoItem {
  /** Upload id once stored; a local key while uploading. */
  key: string;
  uploadId: string | null;
  url: string;
  progress: number;
  error?: string;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The car's photos: several at once with progress, the first is the cover, move earlier or later,
 * remove; at most 52 (spec: image upload maximum) with a clear message when more are chosen.
 */
export function PhotoUploader({
  value,
  onChange,
  error,
}: {
  value: PhotoItem[];
  onChange: (update: (items: PhotoItem[]) => PhotoItem[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('listings');
  const [notice, setNotice] = useState<string | null>(null);
  const room = LISTING_PHOTOS_MAX - value.length;

  const add = (files: File[]) => {
    setNotice(null);
    const images = files.filter((f) => IMAGE_TYPES.includes(f.type));
    if (images.length < files.length) setNotice(t('validation:fileTypeImage'));
    const accepted = images.slice(0, Math.max(0, room));
    if (images.length > accepted.length) {
      setNotice(t('photos.tooMany', { max: LISTING_PHOTOS_MAX, skipped: images.length - accepted.length }));
    }
    for (const file of accepted) {
      const key = `local-${Math.random().toString(36).slice(2)}`;
      const preview = URL.createObjectURL(file);
      onChange((items) => [...items, { key, uploadId: null, url: preview, progress: 0 }]);
      const update = (patch: Partial<PhotoItem>) =>
        onChange((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
      uploadFile(file, 'car', (progress) => update({ progress }))
        .then((upload) => update({ uploadId: upload.id, progress: 1, url: upload.thumbUrl ?? upload.url }))
        .catch((e: unknown) => update({ error: isApiError(e) ? e.message : t('common:states.error'), progress: 0 }));
    }
  };

  return (
    <Stack gap="xs" data-testid="photo-uploader">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('photos.title')}
        </Text>
        <Text size="xs" c={room <= 0 ? 'red' : 'dimmed'} data-testid="photo-count">
          {t('photos.count', { n: num(value.length), max: num(LISTING_PHOTOS_MAX) })}
        </Text>
      </Group>
      <KitPhotoUploader
        photos={value.map((item) => ({
          key: item.key,
          url: mediaUrl(item.url),
          uploaded: !!item.uploadId,
          progress: item.progress,
          error: item.error,
        }))}
        accept={uploadAcceptOf('car')}
        canAdd={room > 0}
        accentAdd
        gridClassName={classes.grid}
        texts={{
          add: t('photos.add'),
          cover: t('photos.cover'),
          earlier: t('photos.moveEarlier'),
          later: t('photos.moveLater'),
          remove: t('photos.remove'),
          uploading: t('photos.uploading'),
          alt: (index) => t('photos.alt', { n: index + 1 }),
        }}
        testIds={{ tile: 'photo-tile', input: 'photo-input', add: 'photo-add', remove: 'photo-remove' }}
        onAdd={add}
        onMove={(index, step) => onChange((items) => moveItem(items, index, step))}
        onRemove={(index) => {
          const key = value[index]?.key;
          onChange((items) => items.filter((item) => item.key !== key));
        }}
      />
      <Text size="xs" c="dimmed">
        {t('photos.hint')}
      </Text>
      {(notice || error) && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={16} />} p="xs" data-testid="photo-notice">
          <Text size="sm">{error ?? notice}</Text>
        </Alert>
      )}
    </Stack>
  );
}
