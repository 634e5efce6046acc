import { ActionIcon, Badge, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import tiles from './PhotoTile.module.css';

/** One photo in the uploader: stored, or still uploading (with its progress when known), or failed. */
export interface UploaderPhoto {
  key: string;
  /** The picture (a local preview while uploading). */
  url: string;
  uploaded: boolean;
  /** 0..1 while uploading (a bar over the preview). */
  progress?: number;
  error?: string;
}

/** The texts of the uploader, already translated by the caller (each feature has its own wording). */
export interface PhotoUploaderTexts {
  add: string;
  cover?: string;
  earlier: string;
  later: string;
  remove: string;
  uploading?: string;
  alt?: (index: number) => string;
}

/** The test ids of the uploader's parts (journeys find the grid, tiles, input and buttons by them). */
export interface PhotoUploaderTestIds {
  grid?: string;
  tile: string;
  input: string;
  add: string;
  remove?: string;
}

/**
 * Several photos arranged in a grid of the kit's photo tiles: add (the caller uploads the chosen
 * files), move earlier or later, remove; the first can be marked as the cover. The caller owns the
 * list and the upload, so each form keeps its limits, checks and messages.
 */
export function PhotoUploader({
  photos,
  pending = 0,
  accept,
  canAdd,
  hideAddWhenFull = false,
  accentAdd = false,
  showCover = true,
  gridClassName,
  texts,
  testIds,
  onAdd,
  onMove,
  onRemove,
}: {
  photos: UploaderPhoto[];
  /** Files uploading without a preview: a spinner tile each, after the photos. */
  pending?: number;
  accept: string;
  /** False when no more photos fit. */
  canAdd: boolean;
  /** Hide the add tile when full (instead of disabling it). */
  hideAddWhenFull?: boolean;
  accentAdd?: boolean;
  showCover?: boolean;
  gridClassName?: string;
  texts: PhotoUploaderTexts;
  testIds: PhotoUploaderTestIds;
  onAdd: (files: File[]) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);

  return (
    <>
      <div className={gridClassName} data-testid={testIds.grid}>
        {photos.map((photo, index) => (
          <div className={tiles.tile} key={photo.key} data-testid={testIds.tile} data-uploaded={photo.uploaded}>
            <img src={photo.url} alt={texts.alt?.(index) ?? ''} />
            {showCover && texts.cover && index === 0 && (
              <Badge className={tiles.cover} size="xs" color="indigo" variant="filled">
                {texts.cover}
              </Badge>
            )}
            {!photo.uploaded && !photo.error && photo.progress !== undefined && (
              <Progress
                className={tiles.progress}
                value={Math.round(photo.progress * 100)}
                size="sm"
                aria-label={texts.uploading}
                animated
              />
            )}
            {photo.error && (
              <Text size="xs" c="white" bg="red.7" p={4} className={tiles.error} role="alert">
                {photo.error}
              </Text>
            )}
            <div className={tiles.tools}>
              <Group gap={2}>
                <ActionIcon
                  size="sm"
                  variant="transparent"
                  color="white"
                  aria-label={texts.earlier}
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <IconChevronLeft className="icon-directional" size={16} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="transparent"
                  color="white"
                  aria-label={texts.later}
                  disabled={index === photos.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <IconChevronRight className="icon-directional" size={16} />
                </ActionIcon>
              </Group>
              <ActionIcon
                size="sm"
                variant="transparent"
                color="white"
                aria-label={texts.remove}
                onClick={() => onRemove(index)}
                data-testid={testIds.remove}
              >
                <IconTrash size={16} />
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
        {(canAdd || !hideAddWhenFull) && (
          <button
            type="button"
            className={`${tiles.add} ${accentAdd ? tiles.addAccent : tiles.addPlain}`}
            onClick={() => input.current?.click()}
            disabled={!canAdd}
            data-testid={testIds.add}
          >
            <IconPhotoPlus size={24} aria-hidden />
            {texts.add}
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple
        hidden
        onChange={(e) => {
          onAdd([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }}
        data-testid={testIds.input}
      />
    </>
  );
}
