import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { uploadAcceptOf } from '@souq/shared';
import { IconFileTypePdf, IconTrash, IconUpload, IconVideo } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { uploadFile } from '../../uploads';
import { mediaUrl } from '../format';
import listingStyles from '../listings.module.css';

export interface MediaFile {
  uploadId: string;
  url: string;
  mime: string;
  thumbUrl: string | null;
}

/** One upload in flight: its progress or its error. */
function useUploader(purpose: 'car_video' | 'report') {
  const { t } = useTranslation('listings');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File): Promise<MediaFile | null> => {
    setError(null);
    setProgress(0);
    try {
      const u = await uploadFile(file, purpose, setProgress);
      return { uploadId: u.id, url: u.url, mime: u.mime, thumbUrl: u.thumbUrl };
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:states.error'));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, upload };
}

/** The car's one video (MP4): upload with progress, play, remove. */
export function VideoField({ value, onChange }: { value: MediaFile | null; onChange: (v: MediaFile | null) => void }) {
  const { t } = useTranslation('listings');
  const input = useRef<HTMLInputElement>(null);
  const { progress, error, upload } = useUploader('car_video');
  return (
    <Stack gap="xs" data-testid="video-field">
      <Text size="sm" fw={500}>
        {t('video.title')}
      </Text>
      {value ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {/* biome-ignore lint/a11y/useMediaCaption: sellers' walk-around videos have no captions */}
          <video
            src={mediaUrl(value.url)}
            controls
            preload="metadata"
            style={{ inlineSize: 220, maxInlineSize: '100%', borderRadius: 8 }}
          />
          <ActionIcon variant="subtle" color="red" aria-label={t('video.remove')} onClick={() => onChange(null)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ) : (
        <Button
          variant="default"
          leftSection={<IconVideo size={18} aria-hidden />}
          onClick={() => input.current?.click()}
          loading={progress !== null}
          style={{ alignSelf: 'flex-start' }}
          data-testid="video-add"
        >
          {t('video.add')}
        </Button>
      )}
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} size="sm" animated aria-label={t('photos.uploading')} />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('video.hint')}
      </Text>
      <input
        ref={input}
        type="file"
        accept={uploadAcceptOf('car_video')}
        hidden
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (!file) return;
          const done = await upload(file);
          if (done) onChange(done);
        }}
      />
    </Stack>
  );
}

/** The inspection report's files: images or PDFs. */
export function ReportFilesField({ value, onChange }: { value: MediaFile[]; onChange: (v: MediaFile[]) => void }) {
  const { t } = useTranslation('listings');
  const input = useRef<HTMLInputElement>(null);
  const { progress, error, upload } = useUploader('report');
  return (
    <Stack gap="xs">
      <div className={listingStyles.fileTiles}>
        {value.map((file) => (
          <div key={file.uploadId} className={listingStyles.fileTile} style={{ cursor: 'default' }}>
            {file.mime.includes('pdf') ? (
              <>
                <IconFileTypePdf size={30} color="var(--mantine-color-red-7)" aria-hidden />
                <span>{t('inspection.pdf')}</span>
              </>
            ) : (
              <img src={mediaUrl(file.thumbUrl ?? file.url)} alt="" />
            )}
            <ActionIcon
              size="sm"
              variant="filled"
              color="dark"
              radius="xl"
              aria-label={t('inspection.removeFile')}
              onClick={() => onChange(value.filter((f) => f.uploadId !== file.uploadId))}
              style={{ position: 'absolute', insetBlockStart: 4, insetInlineEnd: 4 }}
            >
              <IconTrash size={12} />
            </ActionIcon>
          </div>
        ))}
      </div>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconUpload size={14} aria-hidden />}
        onClick={() => input.current?.click()}
        loading={progress !== null}
        disabled={value.length >= 20}
        style={{ alignSelf: 'flex-start' }}
        data-testid="report-file-add"
      >
        {t('inspection.addFile')}
      </Button>
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} size="sm" animated aria-label={t('photos.uploading')} />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <input
        ref={input}
        type="file"
        accept={uploadAcceptOf('report')}
        multiple
        hidden
        onChange={async (e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          const added: MediaFile[] = [];
          for (const file of files.slice(0, 20 - value.length)) {
            const done = await upload(file);
            if (done) added.push(done);
          }
          if (added.length) onChange([...value, ...added]);
        }}
      />
    </Stack>
  );
}
