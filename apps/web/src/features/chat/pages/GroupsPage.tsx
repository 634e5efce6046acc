import { Avatar, Button } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import LinkRowClasses from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useGroups } from '../api/groups';
import classes from '../chat.module.css';

/** My groups; a group opens its conversation. */
export default function GroupsPage() {
  const { t } = useTranslation('chat');
  const groups = useGroups();
  const newButton = (
    <Button
      component={Link}
      to="/chat/groups/new"
      size="xs"
      leftSection={<IconPlus size={16} />}
      data-testid="chat-group-new"
    >
      {t('groups.new')}
    </Button>
  );
  return (
    <Page title={t('groups.title')} back="/chat" actions={newButton}>
      <div className={classes.narrow}>
        {groups.isPending && <LoadingState />}
        {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
        {groups.data && groups.data.items.length === 0 && (
          <EmptyState
            icon={<IconUsersGroup size={34} />}
            title={t('groups.empty')}
            description={t('groups.emptyText')}
          />
        )}
        {groups.data && groups.data.items.length > 0 && (
          <div className={LinkRowClasses.list}>
            {groups.data.items.map((g) => (
              <Link key={g.id} to={`/chat/${g.conversationId}`} className={LinkRowClasses.row} data-testid="chat-group">
                <Avatar src={g.avatarUrl} radius="xl" color="indigo" alt="">
                  <IconUsersGroup size={20} />
                </Avatar>
                <span className={classes.personText}>
                  <bdi className={classes.personName} dir="auto">
                    {g.name}
                  </bdi>
                  <span className={LinkRowClasses.value}>{t('groups.membersCount', { count: g.memberCount })}</span>
                </span>
              </Link>
            ))}
          </div>
        )}
      </div>
    </Page>
  );
}
