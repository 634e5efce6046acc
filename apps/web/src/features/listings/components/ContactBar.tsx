import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { ListingDetail } from '@souq/shared';
import { IconBrandWhatsapp, IconHeart, IconHeartFilled, IconPhone, IconShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import actionBar from '../../../components/ActionBar.module.css';
import { telUrl, whatsappChatUrl } from '../../../lib/contact';
import { aedPrice } from '../../../lib/format';
import { loginPath } from '../../../lib/navigation';
import { useIsLoggedIn } from '../../../lib/session';
import { share } from '../../../lib/share';
import { useSetFavourite } from '../api/set-favourite';

/**
 * Buyer's actions on a car: favourite (guests log in first and come back), share, call and
 * WhatsApp with a prefilled message. Numbers are shown to signed-in users only.
 */
export function ContactBar({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const favourite = useSetFavourite();
  const here = location.pathname + location.search;
  const toLogin = () => void navigate(loginPath(here));

  const phone = listing.shop?.phone ?? listing.seller.mobile;
  const whatsapp = listing.shop?.whatsapp ?? listing.shop?.phone ?? listing.seller.mobile;
  const url = `${window.location.origin}/cars/${listing.id}`;
  const message = t('contact.whatsappMessage', { title: listing.title, price: aedPrice(listing.priceFils), url });
  const tel = telUrl(phone);
  const wa = whatsappChatUrl(whatsapp, message);
  const closed = listing.status === 'sold' || listing.status === 'removed';

  return (
    <div className={`${actionBar.bar} car-action-bar`} data-testid="contact-bar">
      <Tooltip label={listing.isFavourite ? t('contact.unfavourite') : t('contact.favourite')}>
        <ActionIcon
          variant="light"
          color={listing.isFavourite ? 'red' : 'gray'}
          size={42}
          aria-label={listing.isFavourite ? t('contact.unfavourite') : t('contact.favourite')}
          aria-pressed={listing.isFavourite}
          loading={favourite.isPending}
          onClick={() => {
            if (!loggedIn) return toLogin();
            favourite.mutate({ id: listing.id, favourite: !listing.isFavourite });
          }}
          data-testid="favourite-button"
        >
          {listing.isFavourite ? <IconHeartFilled size={22} /> : <IconHeart size={22} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('contact.share')}>
        <ActionIcon
          variant="light"
          color="gray"
          size={42}
          aria-label={t('contact.share')}
          onClick={() => void share({ title: listing.title, text: aedPrice(listing.priceFils), url })}
          data-testid="share-button"
        >
          <IconShare size={22} />
        </ActionIcon>
      </Tooltip>
      <ContactButton
        href={tel}
        label={t('contact.call')}
        icon={<IconPhone size={18} aria-hidden />}
        variant="light"
        disabled={closed}
        onLogin={loggedIn ? undefined : toLogin}
        testId="call-button"
      />
      <ContactButton
        href={wa}
        label={t('contact.whatsapp')}
        icon={<IconBrandWhatsapp size={18} aria-hidden />}
        color="green"
        disabled={closed}
        onLogin={loggedIn ? undefined : toLogin}
        newTab
        testId="whatsapp-button"
      />
    </div>
  );
}

/** A call or chat link; without a number a guest is sent to log in (numbers show after login). */
function ContactButton({
  href,
  label,
  icon,
  variant = 'filled',
  color,
  disabled,
  onLogin,
  newTab,
  testId,
}: {
  href: string | null;
  label: string;
  icon: ReactNode;
  variant?: 'filled' | 'light';
  color?: string;
  disabled: boolean;
  onLogin?: () => void;
  newTab?: boolean;
  testId: string;
}) {
  if (href && !disabled) {
    return (
      <Button
        component="a"
        href={href}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        className={actionBar.grow}
        size="sm"
        h={42}
        px="xs"
        variant={variant}
        color={color}
        leftSection={icon}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      className={actionBar.grow}
      size="sm"
      h={42}
      px="xs"
      variant={variant}
      color={color}
      leftSection={icon}
      disabled={disabled || !onLogin}
      onClick={onLogin}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
