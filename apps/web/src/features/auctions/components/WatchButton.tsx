import { ActionIcon } from '@mantine/core';
import { IconEye, IconEyeCheck } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { useIsLoggedIn } from '../../../lib/session';
import { useSetWatching } from '../api/watch-lot';

/** Watch or stop watching a lot; a guest is sent to sign in first. */
export function WatchButton({
  lotId,
  watching,
  size = 44,
}: {
  lotId: string;
  watching: boolean;
  size?: string | number;
}) {
  const { t } = useTranslation('auctions');
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useSetWatching();
  const shown = mutation.isPending ? !!mutation.variables?.watching : watching;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!loggedIn) {
      void navigate(loginPath(location.pathname + location.search));
      return;
    }
    mutation.mutate({ lotId, watching: !shown });
  };
  return (
    <ActionIcon
      variant={shown ? 'filled' : 'default'}
      color={shown ? 'indigo' : undefined}
      radius="xl"
      size={size}
      onClick={onClick}
      aria-pressed={shown}
      aria-label={shown ? t('watch.stop') : t('watch.start')}
      title={shown ? t('watch.stop') : t('watch.start')}
      data-testid="watch-toggle"
    >
      {shown ? <IconEyeCheck size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
    </ActionIcon>
  );
}
