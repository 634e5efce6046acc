import { Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { type UploadPurpose, uploadAcceptOf } from '@souq/shared';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUpload } from '../../uploads';
import classes from './ImageUploadField.module.css';

/**
 * One image uploaded at once when chosen (logo, cover, licence). Holds the upload id; shows the
 * new image, or the current one from `currentUrl`.
 */
export function ImageUploadField({
  label,
  description,
  purpose,
  value,
  currentUrl,
  onChange,
  error,
  shape = 'square',
  testId,
}: {
  label: string;
  description?: string;
  purpose: UploadPurpose;
  value: string | null | undefined;
  currentUrl?: string | null;
  onChange: (uploadId: string | null) => void;
  error?: string;
  shape?: 'square' | 'wide';
  testId: string;
}) {
  const { t } = useTranslation('shops');
  const upload = useCreateUpload();
  const [preview, setPreview] = useState<string | null>(null);
  const shown = preview ?? (value ? currentUrl : null) ?? null;

  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { file, purpose },
      {
        onSuccess: (uploaded) => {
          setPreview(uploaded.thumbUrl ?? uploaded.url);
          onChange(uploaded.id);
        },
      },
    );
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group gap="sm" wrap="nowrap" mt={4}>
        <div className={shape === 'wide' ? `${classes.preview} ${classes.wide}` : classes.preview}>
          {shown ? (
            <Image src={shown} alt="" fit="cover" h="100%" w="100%" />
          ) : (
            <IconPhoto size={28} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
          )}
        </div>
        <div className={classes.actions}>
          <FileButton
            onChange={onFile}
            accept={uploadAcceptOf(purpose)}
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
                {value ? t('form.replaceImage') : t('form.chooseImage')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              onClick={() => {
                setPreview(null);
                onChange(null);
              }}
            >
              {t('form.removeImage')}
            </Button>
          )}
          {upload.isError && (
            <Text size="xs" c="red">
              {upload.error.message}
            </Text>
          )}
        </div>
      </Group>
    </Input.Wrapper>
  );
}
