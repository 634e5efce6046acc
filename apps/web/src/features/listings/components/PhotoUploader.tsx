import { ActionIcon, Alert, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { LISTING_PHOTOS_MAX, uploadAcceptOf } from '@souq/shared';
import { IconAlertCircle, IconChevronLeft, IconChevronRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import tiles from '../../../components/PhotoTile.module.css';
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
  const input = useRef<HTMLInputElement>(null);
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
      <div className={classes.grid}>
        {value.map((item, index) => (
          <div className={tiles.tile} key={item.key} data-testid="photo-tile" data-uploaded={!!item.uploadId}>
            <img src={mediaUrl(item.url)} alt={t('photos.alt', { n: index + 1 })} />
            {index === 0 && (
              <Badge className={tiles.cover} size="xs" color="indigo" variant="filled">
                {t('photos.cover')}
              </Badge>
            )}
            {!item.uploadId && !item.error && (
              <Progress
                className={classes.progress}
                value={Math.round(item.progress * 100)}
                size="sm"
                aria-label={t('photos.uploading')}
                animated
              />
            )}
            {item.error && (
              <Text
                size="xs"
                c="white"
                bg="red.7"
                p={4}
                style={{ position: 'absolute', insetInline: 0, insetBlockStart: 0 }}
                role="alert"
              >
                {item.error}
              </Text>
            )}
            <div className={tiles.tools}>
              <Group gap={2}>
                <ActionIcon
                  size="sm"
                  variant="transparent"
                  color="white"
                  aria-label={t('photos.moveEarlier')}
                  disabled={index === 0}
                  onClick={() => onChange((items) => moveItem(items, index, -1))}
                >
                  <IconChevronLeft className="icon-directional" size={16} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="transparent"
                  color="white"
                  aria-label={t('photos.moveLater')}
                  disabled={index === value.length - 1}
                  onClick={() => onChange((items) => moveItem(items, index, 1))}
                >
                  <IconChevronRight className="icon-directional" size={16} />
                </ActionIcon>
              </Group>
              <ActionIcon
                size="sm"
                variant="transparent"
                color="white"
                aria-label={t('photos.remove')}
                onClick={() => onChange((items) => items.filter((i) => i.key !== item.key))}
                data-testid="photo-remove"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </div>
          </div>
        ))}
        <button
          type="button"
          className={`${tiles.add} ${tiles.addAccent}`}
          onClick={() => input.current?.click()}
          disabled={room <= 0}
          data-testid="photo-add"
        >
          <IconPhotoPlus size={26} aria-hidden />
          {t('photos.add')}
        </button>
      </div>
      <input
        ref={input}
        type="file"
        accept={uploadAcceptOf('car')}
        multiple
        hidden
        onChange={(e) => {
          add([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }}
        data-testid="photo-input"
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
