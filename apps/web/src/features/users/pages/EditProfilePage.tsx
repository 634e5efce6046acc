import { Avatar, Button, FileButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type UpdateProfileBody, updateProfileBody } from '@souq/shared';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { useZodForm } from '../../../lib/forms';
import { useSubmitThenGo } from '../../../lib/submit-then-go';
import { toast } from '../../../lib/toast';
import { useCreateUpload } from '../../uploads';
import { useMe } from '../api/get-me';
import { useUpdateMe } from '../api/update-me';

const AVATAR_TYPES = 'image/jpeg,image/png,image/webp';
const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

interface ProfileValues {
  nickname: string;
  username: string;
  email: string;
}

/** The form's text fields as the PATCH body: trimmed, an emptied username or email becomes null. */
function toBody(v: ProfileValues): UpdateProfileBody {
  return { nickname: v.nickname.trim(), username: v.username.trim() || null, email: v.email.trim() || null };
}

/** Validated through the shared updateProfileBody, issues reported on the form's fields. */
const profileForm = z
  .object({ nickname: z.string(), username: z.string(), email: z.string() })
  .superRefine((values, ctx) => {
    const result = updateProfileBody.safeParse(toBody(values));
    if (result.success) return;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

function ProfileForm({ initial, avatarUrl }: { initial: ProfileValues; avatarUrl: string | null }) {
  const { t } = useTranslation('settings');
  const form = useZodForm(profileForm, initial);
  const upload = useCreateUpload();
  const update = useUpdateMe();
  const [preview, setPreview] = useState<string | null>(null);
  const [avatarUploadId, setAvatarUploadId] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onFile = (file: File | null) => {
    if (!file) return;
    if (!AVATAR_TYPES.split(',').includes(file.type)) {
      toast({ kind: 'error', message: t('profile.avatarType') });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast({ kind: 'error', message: t('profile.avatarSize') });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setAvatarUploadId(null);
    upload.mutate(
      { file, purpose: 'avatar' },
      {
        onSuccess: (uploaded) => setAvatarUploadId(uploaded.id),
        onError: () => setPreview(null),
      },
    );
  };

  const save = useSubmitThenGo(form, update.mutateAsync, { to: '/mine' });
  const submit = form.onSubmit((values) => {
    // Send only what changed (the server answers "No change" when nothing did).
    const next = toBody(values);
    const before = toBody(initial);
    const body: UpdateProfileBody = {};
    if (next.nickname !== before.nickname) body.nickname = next.nickname;
    if (next.username !== before.username) body.username = next.username;
    if (next.email !== before.email) body.email = next.email;
    if (avatarUploadId) body.avatarUploadId = avatarUploadId;
    return save(body);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Group gap="lg">
            <Avatar src={preview ?? avatarUrl} size={88} radius="xl" color="indigo" alt="" data-testid="avatar-preview">
              {(initial.nickname || '?').slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={6}>
              <FileButton onChange={onFile} accept={AVATAR_TYPES}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconCamera size={18} />}
                    loading={upload.isPending}
                    data-testid="avatar-button"
                  >
                    {t('profile.changeAvatar')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {upload.isPending
                  ? t('profile.uploading')
                  : avatarUploadId
                    ? t('profile.avatarReady')
                    : t('profile.avatarHint')}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <TextInput
              label={t('profile.nickname')}
              maxLength={40}
              autoComplete="nickname"
              {...form.getInputProps('nickname')}
            />
            <TextInput
              label={t('profile.username')}
              description={t('profile.usernameHint')}
              autoComplete="username"
              dir="ltr"
              {...form.getInputProps('username')}
            />
            <TextInput
              label={t('profile.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              {...form.getInputProps('email')}
            />
          </Stack>
        </Paper>
        <Button
          type="submit"
          size="md"
          loading={update.isPending}
          disabled={upload.isPending}
          data-testid="profile-save"
        >
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

export default function EditProfilePage() {
  const { t } = useTranslation('settings');
  const me = useMe();
  const user = me.data;
  return (
    <Page title={t('profile.title')} back="/settings" narrow>
      {!user && me.isPending && <LoadingState />}
      {!user && me.isError && <ErrorState error={me.error} onRetry={() => void me.refetch()} />}
      {user && (
        <ProfileForm
          key={user.id}
          avatarUrl={user.avatarUrl}
          initial={{ nickname: user.nickname ?? '', username: user.username ?? '', email: user.email ?? '' }}
        />
      )}
    </Page>
  );
}
