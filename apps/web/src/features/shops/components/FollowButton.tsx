import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { useIsLoggedIn } from '../../../lib/session';
import { useSetFollow } from '../api/set-follow';

/** Follow or unfollow; a guest goes to the login page and comes back here. */
export function FollowButton({ shopId, following }: { shopId: string; following: boolean }) {
  const { t } = useTranslation('shops');
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useSetFollow(shopId);
  return (
    <Button
      variant={following ? 'light' : 'filled'}
      leftSection={following ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      loading={follow.isPending}
      data-testid="shop-follow"
      data-following={following}
      onClick={() => {
        if (!loggedIn) {
          void navigate(loginPath(`${location.pathname}${location.search}`));
          return;
        }
        follow.mutate(!following);
      }}
    >
      {following ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
