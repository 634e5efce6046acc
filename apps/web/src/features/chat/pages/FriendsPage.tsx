import {
  ActionIcon,
  Autocomplete,
  Badge,
  Button,
  Chip,
  Group,
  Menu,
  Modal,
  Stack,
  Tabs,
  TextInput,
  Title,
} from '@mantine/core';
import { CHAT_LIMITS, type Friend } from '@souq/shared/chat/chat.schema';
import {
  IconCategory,
  IconDotsVertical,
  IconMessageCircle,
  IconPencil,
  IconSearch,
  IconUserMinus,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import LinkRowClasses from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { appLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { friendCalls, useFriendRequests, useFriends, useUserSearch } from '../api/friends';
import { chatKeys } from '../api/keys';
import classes from '../chat.module.css';
import { Person } from '../components/Person';
import { type ClassFilter, friendClasses, groupFriends } from '../friend-classes';

/** Sets (or clears) a friend's class: type one, or pick one already given to other friends. */
function ClassModal({
  friend,
  classes: known,
  opened,
  onClose,
  onSaved,
}: {
  friend: Friend;
  classes: string[];
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState(friend.className ?? '');
  const [busy, setBusy] = useState(false);
  const save = async (className: string | null) => {
    setBusy(true);
    try {
      await friendCalls.setClass(friend.userId, className);
      toast({ kind: 'success', message: t('friends.classSaved') });
      onSaved();
      onClose();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('friends.classTitle', { name: friend.remark || friend.nickname })}
      centered
    >
      <Stack>
        <Autocomplete
          label={t('friends.className')}
          description={t('friends.classHelp')}
          placeholder={t('friends.classPlaceholder')}
          data={known}
          value={value}
          onChange={setValue}
          maxLength={CHAT_LIMITS.classNameMax}
          dir="auto"
          comboboxProps={{ withinPortal: true }}
          data-testid="chat-friend-class-input"
        />
        <Group grow>
          {friend.className && (
            <Button variant="default" onClick={() => void save(null)} disabled={busy}>
              {t('friends.classClear')}
            </Button>
          )}
          <Button onClick={() => void save(value.trim() || null)} loading={busy} data-testid="chat-friend-class-save">
            {t('friends.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function FriendRow({ friend, classes: known }: { friend: Friend; classes: string[] }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [remarking, setRemarking] = useState(false);
  const [classing, setClassing] = useState(false);
  const [remark, setRemark] = useState(friend.remark ?? '');
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = friend.remark || friend.nickname;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.friends });
  const save = async () => {
    setBusy(true);
    try {
      await friendCalls.remark(friend.userId, remark.trim() || null);
      setRemarking(false);
      refresh();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await friendCalls.remove(friend.userId);
      setDeleting(false);
      refresh();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Person name={name} avatarUrl={friend.avatarUrl} sub={friend.remark ? friend.nickname : null} testId="chat-friend">
      {friend.className && (
        <Badge variant="light" color="gray" tt="none" maw={110} data-testid="chat-friend-class">
          {friend.className}
        </Badge>
      )}
      <ActionIcon
        component={Link}
        to={`/chat/${friend.conversationId}`}
        variant="light"
        size="lg"
        aria-label={t('friends.message')}
      >
        <IconMessageCircle size={18} />
      </ActionIcon>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('menu.more')}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setRemarking(true)}>
            {t('friends.remark')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCategory size={16} />}
            onClick={() => setClassing(true)}
            data-testid="chat-friend-set-class"
          >
            {t('friends.setClass')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconUserMinus size={16} />} onClick={() => setDeleting(true)}>
            {t('friends.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={remarking}
        onClose={() => setRemarking(false)}
        title={t('friends.remarkTitle', { name: friend.nickname })}
        centered
      >
        <Stack>
          <TextInput
            label={t('friends.remark')}
            description={t('friends.remarkHelp')}
            value={remark}
            onChange={(e) => setRemark(e.currentTarget.value)}
            maxLength={CHAT_LIMITS.remarkMax}
            dir="auto"
          />
          <Button onClick={() => void save()} loading={busy}>
            {t('friends.save')}
          </Button>
        </Stack>
      </Modal>
      {classing && (
        <ClassModal friend={friend} classes={known} opened onClose={() => setClassing(false)} onSaved={refresh} />
      )}
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('friends.deleteTitle')}
        text={t('friends.deleteText')}
        confirmLabel={t('friends.delete')}
        onConfirm={() => void remove()}
        loading={busy}
      />
    </Person>
  );
}

function FriendsTab() {
  const { t } = useTranslation('chat');
  const friends = useFriends();
  if (friends.isPending) return <LoadingState />;
  if (friends.isError) return <ErrorState error={friends.error} onRetry={() => void friends.refetch()} />;
  if (friends.data.items.length === 0)
    return <EmptyState testId="chat-friends-empty" title={t('friends.empty')} description={t('friends.emptyText')} />;
  return <FriendsByClass friends={friends.data.items} />;
}

const filterKey = (f: ClassFilter) => (f.kind === 'class' ? `class:${f.name}` : f.kind);

/** The friends grouped by the class I gave them, with a filter by class (or none). */
function FriendsByClass({ friends }: { friends: Friend[] }) {
  const { t } = useTranslation('chat');
  const [filter, setFilter] = useState<ClassFilter>({ kind: 'all' });
  const lang = appLanguage();
  const known = useMemo(() => friendClasses(friends, lang), [friends, lang]);
  const anyWithout = friends.some((f) => !f.className);
  // A class nobody has any more (its last friend was reclassed) falls back to all.
  const active: ClassFilter =
    (filter.kind === 'class' && !known.includes(filter.name)) || (filter.kind === 'none' && !anyWithout)
      ? { kind: 'all' }
      : filter;
  const groups = groupFriends(friends, active, lang);
  return (
    <Stack gap="xs">
      {known.length > 0 && (
        <Chip.Group
          value={filterKey(active)}
          onChange={(v) => {
            const key = String(v);
            setFilter(
              key === 'all'
                ? { kind: 'all' }
                : key === 'none'
                  ? { kind: 'none' }
                  : { kind: 'class', name: key.slice(6) },
            );
          }}
        >
          <Group gap={6} className={classes.chips} data-testid="chat-friend-classes">
            <Chip value="all" size="xs">
              {t('friends.classAll')}
            </Chip>
            {known.map((name) => (
              <Chip key={name} value={`class:${name}`} size="xs">
                <bdi>{name}</bdi>
              </Chip>
            ))}
            {anyWithout && (
              <Chip value="none" size="xs">
                {t('friends.classNone')}
              </Chip>
            )}
          </Group>
        </Chip.Group>
      )}
      {groups.map((g) => (
        <section key={g.name ?? ''} className={classes.section} data-testid="chat-friend-group">
          {known.length > 0 && (
            <Title order={2} size="h6" c="dimmed" px={12} pt={4} className={classes.groupTitle}>
              <bdi>{g.name ?? t('friends.classNone')}</bdi> · {g.friends.length}
            </Title>
          )}
          <div className={LinkRowClasses.list}>
            {g.friends.map((f) => (
              <FriendRow key={f.userId} friend={f} classes={known} />
            ))}
          </div>
        </section>
      ))}
    </Stack>
  );
}

function RequestsTab() {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const incoming = useFriendRequests('incoming');
  const outgoing = useFriendRequests('outgoing');
  const [busy, setBusy] = useState<string | null>(null);
  const answer = async (id: string, accept: boolean) => {
    setBusy(id);
    try {
      await (accept ? friendCalls.accept(id) : friendCalls.decline(id));
      void queryClient.invalidateQueries({ queryKey: ['chat', 'friend-requests'] });
      void queryClient.invalidateQueries({ queryKey: chatKeys.friends });
    } catch {
      // shown by the API client
    } finally {
      setBusy(null);
    }
  };
  if (incoming.isPending || outgoing.isPending) return <LoadingState />;
  if (incoming.isError) return <ErrorState error={incoming.error} onRetry={() => void incoming.refetch()} />;
  const all = [...incoming.data.items, ...(outgoing.data?.items ?? [])];
  if (all.length === 0) return <EmptyState title={t('friends.requestsEmpty')} />;
  return (
    <div className={LinkRowClasses.list}>
      {incoming.data.items.map((r) => (
        <Person
          key={r.id}
          name={r.from.nickname}
          avatarUrl={r.from.avatarUrl}
          sub={r.message ?? t('friends.incoming')}
          testId="chat-request"
        >
          <Button
            size="xs"
            loading={busy === r.id}
            onClick={() => void answer(r.id, true)}
            data-testid="chat-request-accept"
          >
            {t('friends.accept')}
          </Button>
          <Button size="xs" variant="default" disabled={busy === r.id} onClick={() => void answer(r.id, false)}>
            {t('friends.decline')}
          </Button>
        </Person>
      ))}
      {(outgoing.data?.items ?? []).map((r) => (
        <Person key={r.id} name={r.to.nickname} avatarUrl={r.to.avatarUrl} sub={t('friends.outgoing')} />
      ))}
    </div>
  );
}

function AddTab() {
  const { t } = useTranslation('chat');
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [sent, setSent] = useState<Set<string>>(new Set());
  const search = useUserSearch(q);
  const request = async (userId: string) => {
    try {
      await friendCalls.request(userId);
      setSent((s) => new Set(s).add(userId));
      toast({ kind: 'success', message: t('friends.requestSent') });
    } catch {
      // shown by the API client
    }
  };
  return (
    <Stack>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setQ(input.trim());
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('friends.searchLabel')}
            placeholder={t('friends.searchPlaceholder')}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            inputMode="tel"
            dir="ltr"
            data-testid="chat-user-search"
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t('friends.search')}
          </Button>
        </Group>
      </form>
      {q && search.isPending && <LoadingState />}
      {search.isError && <ErrorState error={search.error} onRetry={() => void search.refetch()} />}
      {search.data && search.data.items.length === 0 && <EmptyState title={t('friends.noResults')} />}
      {search.data && search.data.items.length > 0 && (
        <div className={LinkRowClasses.list}>
          {search.data.items.map((u) => (
            <Person key={u.userId} name={u.nickname} avatarUrl={u.avatarUrl} testId="chat-search-result">
              {u.isFriend ? (
                <Badge variant="light">{t('friends.alreadyFriends')}</Badge>
              ) : u.blocked ? (
                <Badge color="gray">{t('friends.blocked')}</Badge>
              ) : (
                <Button size="xs" disabled={sent.has(u.userId)} onClick={() => void request(u.userId)}>
                  {sent.has(u.userId) ? t('friends.requestSent') : t('friends.request')}
                </Button>
              )}
            </Person>
          ))}
        </div>
      )}
    </Stack>
  );
}

/** Friends: the list (message, remark, delete), requests (accept, decline) and finding people. */
export default function FriendsPage() {
  const { t } = useTranslation('chat');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'friends';
  return (
    <Page title={t('friends.title')} back="/chat">
      <div className={classes.narrow}>
        <Tabs value={tab} onChange={(v) => setParams(v && v !== 'friends' ? { tab: v } : {}, { replace: true })}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="friends">{t('friends.tabs.friends')}</Tabs.Tab>
            <Tabs.Tab value="requests" data-testid="chat-tab-requests">
              {t('friends.tabs.requests')}
            </Tabs.Tab>
            <Tabs.Tab value="add" data-testid="chat-tab-add">
              {t('friends.tabs.add')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="friends">{tab === 'friends' && <FriendsTab />}</Tabs.Panel>
          <Tabs.Panel value="requests">{tab === 'requests' && <RequestsTab />}</Tabs.Panel>
          <Tabs.Panel value="add">{tab === 'add' && <AddTab />}</Tabs.Panel>
        </Tabs>
      </div>
    </Page>
  );
}
