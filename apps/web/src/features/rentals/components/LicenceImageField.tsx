import { Button, FileButton, Input, Stack, Text } from '@mantine/core';
import { IconId, IconUpload } from '@tabler/icons-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useCreateUpload } from '../../uploads';
import classes from './LicenceImageField.module.css';
import { IMAGE_TYPES, imageProblem } from './PhotoUploader';

/**
 * One side of a driving licence: choose a photo, see it, and it is uploaded as a private file
 * (served only to its owner and admins through short-lived signed URLs).
 */
export function LicenceImageField({
  label,
  uploadId,
  existingUrl,
  onChange,
  error,
  testId,
}: {
  label: string;
  uploadId: string;
  /** The stored image's signed URL when editing. */
  existingUrl?: string | null;
  onChange: (uploadId: string) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation('rentals');
  const upload = useCreateUpload();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toast({ kind: 'error', message: t(problem) });
      return;
    }
    setPreview(URL.createObjectURL(file));
    onChange('');
    upload.mutate(
      { file, purpose: 'licence' },
      {
        onSuccess: (uploaded) => onChange(uploaded.id),
        onError: () => setPreview(null),
      },
    );
  };

  const shown = preview ?? existingUrl ?? null;
  return (
    <Input.Wrapper label={label} error={error} withAsterisk>
      <Stack gap={6} mt={6}>
        <div className={classes.preview} data-error={error ? true : undefined} data-testid={`${testId}-preview`}>
          {shown ? (
            <img src={shown} alt={label} />
          ) : (
            <IconId size={48} color="var(--mantine-color-gray-5)" aria-hidden />
          )}
        </div>
        <FileButton
          onChange={onFile}
          accept={IMAGE_TYPES}
          inputProps={{ 'data-testid': `${testId}-input` } as ComponentProps<'input'>}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              data-testid={testId}
            >
              {shown ? t('drivers.replaceImage') : t('drivers.chooseImage')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" data-testid={`${testId}-state`} data-ready={uploadId ? true : undefined}>
          {upload.isPending ? t('drivers.uploading') : uploadId ? t('drivers.imageReady') : t('drivers.imagePrivate')}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
