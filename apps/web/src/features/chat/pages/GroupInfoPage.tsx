import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  FileButton,
  Group,
  Menu,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { CHAT_LIMITS, type ChatGroup, type GroupMember } from '@souq/shared/chat/chat.schema';
import {
  IconCamera,
  IconDoorExit,
  IconDotsVertical,
  IconMessageCircle,
  IconPencil,
  IconShield,
  IconShieldOff,
  IconTrash,
  IconUserMinus,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import LinkRowClasses from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { uploadFile } from '../../uploads';
import { groupCalls, useGroup, useGroupMembers, useJoinRequests } from '../api/groups';
import { chatKeys } from '../api/keys';
import classes from '../chat.module.css';
import { FriendPicker } from '../components/FriendPicker';
import { Person } from '../components/Person';
import { removeConversation } from '../engine/engine';
import { useChat } from '../engine/use-chat';

type Confirm = { kind: 'exit' | 'dissolve' } | { kind: 'expel'; member: GroupMember } | null;

function EditModal({ group, opened, onClose }: { group: ChatGroup; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [name, setName] = useState(group.name);
  const [introduction, setIntroduction] = useState(group.introduction ?? '');
  const [notice, setNotice] = useState(group.notice ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const next = await groupCalls.update(group.id, {
        name: name.trim(),
        introduction: introduction.trim() || null,
        notice: notice.trim() || null,
      });
      queryClient.setQueryData(chatKeys.group(group.id), next);
      toast({ kind: 'success', message: t('groups.saved') });
      onClose();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('groups.edit')} centered>
      <Stack>
        <TextInput
          label={t('groups.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={CHAT_LIMITS.groupNameMax}
          dir="auto"
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
        <Textarea
          label={t('groups.notice')}
          value={notice}
          onChange={(e) => setNotice(e.currentTarget.value)}
          maxLength={CHAT_LIMITS.noticeMax}
          autosize
          minRows={3}
          dir="auto"
          data-testid="chat-group-notice-input"
        />
        <Button onClick={() => void save()} loading={busy} disabled={!name.trim()} data-testid="chat-group-save">
          {t('groups.save')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** Group information (spec: uni-im group/info): name, introduction, photo, notice, members and their roles. */
export default function GroupInfoPage() {
  const { t } = useTranslation('chat');
  const { groupId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSession().user?.id ?? '';
  const group = useGroup(groupId);
  const role = group.data?.myRole ?? null;
  const manager = role === 'owner' || role === 'admin';
  const members = useGroupMembers(groupId, role !== null);
  const requests = useJoinRequests(groupId, manager);
  const [editing, setEditing] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const conversationId = group.data?.conversationId ?? `group_${groupId}`;
  const removed = useChat((s) => s.removed.get(conversationId));

  // Removed or dissolved while looking at it: say so and leave.
  useEffect(() => {
    if (!removed) return;
    toast({ kind: 'info', message: t(`removed.${removed}`) });
    void navigate('/chat', { replace: true });
  }, [removed, navigate, t]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.group(groupId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.members(groupId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.joinRequests(groupId) });
  };
  const run = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      after?.();
      refresh();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  if (group.isPending) return <LoadingState />;
  if (group.isError) return <ErrorState error={group.error} onRetry={() => void group.refetch()} />;
  const g = group.data;

  const changeAvatar = (file: File | null) => {
    if (!file) return;
    void run(async () => {
      const upload = await uploadFile(file, 'avatar');
      await groupCalls.update(g.id, { avatarUploadId: upload.id });
    });
  };

  const confirmed = () => {
    if (!confirm) return;
    if (confirm.kind === 'expel') {
      void run(
        () => groupCalls.expel(g.id, confirm.member.userId),
        () => setConfirm(null),
      );
      return;
    }
    const leave = confirm.kind === 'exit' ? groupCalls.exit : groupCalls.dissolve;
    void run(
      () => leave(g.id),
      () => {
        setConfirm(null);
        removeConversation(conversationId, confirm.kind === 'exit' ? 'left' : 'dissolved');
      },
    );
  };

  const memberMenu = (m: GroupMember) => {
    if (m.userId === me || m.role === 'owner') return null;
    const canExpel = role === 'owner' || (role === 'admin' && m.role === 'member');
    if (!canExpel) return null;
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('groups.memberActions')}
            data-testid="chat-member-menu"
          >
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {role === 'owner' && (
            <Menu.Item
              leftSection={m.role === 'admin' ? <IconShieldOff size={16} /> : <IconShield size={16} />}
              onClick={() =>
                void run(() => groupCalls.setRole(g.id, m.userId, m.role === 'admin' ? 'member' : 'admin'))
              }
            >
              {m.role === 'admin' ? t('groups.makeMember') : t('groups.makeAdmin')}
            </Menu.Item>
          )}
          {canExpel && (
            <Menu.Item
              color="red"
              leftSection={<IconUserMinus size={16} />}
              onClick={() => setConfirm({ kind: 'expel', member: m })}
            >
              {t('groups.expel')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  };

  return (
    <Page title={t('groups.info')} back={`/chat/${conversationId}`}>
      <Stack className={classes.narrow} gap="lg" data-testid="chat-group-info">
        <div className={classes.head}>
          <Avatar src={g.avatarUrl} size={88} radius="xl" color="indigo" alt="">
            <IconUsersGroup size={44} />
          </Avatar>
          {manager && (
            <FileButton onChange={changeAvatar} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <Button
                  {...props}
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconCamera size={14} />}
                  loading={busy}
                >
                  {t('groups.changeAvatar')}
                </Button>
              )}
            </FileButton>
          )}
          <Title order={2} size="h3" dir="auto" data-testid="chat-group-name-shown">
            {g.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('groups.membersCount', { count: g.memberCount })}
          </Text>
          {g.introduction && (
            <Text size="sm" dir="auto" className={classes.notice}>
              {g.introduction}
            </Text>
          )}
          <Group gap="xs" justify="center">
            {role !== null && (
              <Button component={Link} to={`/chat/${conversationId}`} leftSection={<IconMessageCircle size={16} />}>
                {t('groups.openChat')}
              </Button>
            )}
            {manager && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => setEditing(true)}
                data-testid="chat-group-edit"
              >
                {t('groups.edit')}
              </Button>
            )}
          </Group>
        </div>

        {role === null ? (
          <Paper withBorder p="md" radius="md">
            <Stack align="flex-start">
              <Text size="sm">{t('groups.notMember')}</Text>
              <Button
                onClick={() =>
                  void run(
                    () => groupCalls.requestJoin(g.id),
                    () => toast({ kind: 'success', message: t('groups.joinRequested') }),
                  )
                }
                loading={busy}
              >
                {t('groups.requestJoin')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <section className={classes.section}>
              <Text fw={700}>{t('groups.notice')}</Text>
              <Paper withBorder p="md" radius="md">
                <Text
                  size="sm"
                  c={g.notice ? undefined : 'dimmed'}
                  dir="auto"
                  className={classes.notice}
                  data-testid="chat-group-notice"
                >
                  {g.notice || t('groups.noNotice')}
                </Text>
              </Paper>
            </section>

            {manager && (requests.data?.items.length ?? 0) > 0 && (
              <section className={classes.section}>
                <Text fw={700}>{t('groups.joinRequests')}</Text>
                <div className={LinkRowClasses.list}>
                  {requests.data?.items.map((r) => (
                    <Person key={r.id} name={r.user.nickname} avatarUrl={r.user.avatarUrl} sub={r.message}>
                      <Button size="xs" onClick={() => void run(() => groupCalls.approve(g.id, r.id))} disabled={busy}>
                        {t('groups.approve')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => void run(() => groupCalls.decline(g.id, r.id))}
                        disabled={busy}
                      >
                        {t('groups.decline')}
                      </Button>
                    </Person>
                  ))}
                </div>
              </section>
            )}

            <section className={classes.section}>
              <Group justify="space-between">
                <Text fw={700}>{t('groups.members')}</Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconUserPlus size={16} />}
                  onClick={() => setInviting(true)}
                  data-testid="chat-group-invite"
                >
                  {t('groups.invite')}
                </Button>
              </Group>
              {members.isPending ? (
                <LoadingState />
              ) : (
                <div className={LinkRowClasses.list} data-testid="chat-group-members">
                  {(members.data?.items ?? []).map((m) => (
                    <Person
                      key={m.userId}
                      name={m.userId === me ? `${m.nickname} (${t('you')})` : m.nickname}
                      avatarUrl={m.avatarUrl}
                    >
                      {m.role !== 'member' && (
                        <Badge variant="light" color={m.role === 'owner' ? 'orange' : 'indigo'}>
                          {t(`role.${m.role}`)}
                        </Badge>
                      )}
                      {memberMenu(m)}
                    </Person>
                  ))}
                </div>
              )}
            </section>

            <Button
              color="red"
              variant="light"
              leftSection={role === 'owner' ? <IconTrash size={16} /> : <IconDoorExit size={16} />}
              onClick={() => setConfirm({ kind: role === 'owner' ? 'dissolve' : 'exit' })}
              data-testid={role === 'owner' ? 'chat-group-dissolve' : 'chat-group-exit'}
            >
              {role === 'owner' ? t('groups.dissolve') : t('groups.exit')}
            </Button>
          </>
        )}
      </Stack>

      {manager && (
        <EditModal
          key={`${g.name}${g.notice}${g.introduction}`}
          group={g}
          opened={editing}
          onClose={() => setEditing(false)}
        />
      )}
      <Modal opened={inviting} onClose={() => setInviting(false)} title={t('groups.inviteTitle')} centered>
        <Stack>
          <FriendPicker
            value={picked}
            onChange={setPicked}
            exclude={new Set((members.data?.items ?? []).map((m) => m.userId))}
          />
          <Button
            disabled={picked.length === 0}
            loading={busy}
            onClick={() =>
              void run(
                () => groupCalls.invite(g.id, picked),
                () => {
                  setPicked([]);
                  setInviting(false);
                  toast({ kind: 'success', message: t('groups.invited') });
                },
              )
            }
          >
            {t('groups.invite')}
          </Button>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm?.kind === 'expel'
            ? t('groups.expelTitle', { name: confirm.member.nickname })
            : confirm?.kind === 'dissolve'
              ? t('groups.dissolveTitle')
              : t('groups.exitTitle')
        }
        text={
          confirm?.kind === 'expel'
            ? t('groups.expelText')
            : confirm?.kind === 'dissolve'
              ? t('groups.dissolveText')
              : t('groups.exitText')
        }
        confirmLabel={
          confirm?.kind === 'expel'
            ? t('groups.expel')
            : confirm?.kind === 'dissolve'
              ? t('groups.dissolve')
              : t('groups.exit')
        }
        onConfirm={confirmed}
        loading={busy}
        confirmTestId="chat-group-confirm"
      />
    </Page>
  );
}
