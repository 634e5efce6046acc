import { Button, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { CHAT_LIMITS } from '@souq/shared/chat/chat.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { groupCalls } from '../api/groups';
import classes from '../chat.module.css';
import { FriendPicker } from '../components/FriendPicker';

/** A new group with me as its owner and the friends I pick. */
export default function NewGroupPage() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [introduction, setIntroduction] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const group = await groupCalls.create({
        name: name.trim(),
        introduction: introduction.trim() || undefined,
        memberIds: members,
      });
      void navigate(`/chat/${group.conversationId}`, { replace: true });
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title={t('groups.new')} back="/chat/groups">
      <div className={classes.narrow}>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label={t('groups.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={CHAT_LIMITS.groupNameMax}
              required
              dir="auto"
              data-testid="chat-group-name"
            />
            <Textarea
              label={t('groups.introduction')}
              value={introduction}
              onChange={(e) => setIntroduction(e.currentTarget.value)}
              maxLength={CHAT_LIMITS.introductionMax}
              autosize
              minRows={2}
              dir="auto"
            />
            <FriendPicker value={members} onChange={setMembers} />
            <Button
              onClick={() => void create()}
              loading={busy}
              disabled={!name.trim()}
              data-testid="chat-group-create"
            >
              {t('groups.create')}
            </Button>
          </Stack>
        </Paper>
      </div>
    </Page>
  );
}
