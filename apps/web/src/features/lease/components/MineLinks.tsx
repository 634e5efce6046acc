import type { User } from '@souq/shared';
import { IconCarSuv, IconClipboardList, IconFileCertificate, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '../../../components/LinkRow';
import linkRow from '../../../components/LinkRow.module.css';
import { ADMIN_OFFERS_PATH, MERCHANT_OFFERS_PATH } from '../offers-path';

/** This feature's rows on the Mine page: long-term lease and my requests; lease offers and intents by role. */
export function LeaseMineLinks({ user }: { user: User }) {
  const { t } = useTranslation('lease');
  const admin = user.roles.includes('admin');
  const publisher = admin || (user.roles.includes('merchant') && user.merchantStatus === 'verified');
  return (
    <>
      <div className={linkRow.list} data-testid="mine-lease">
        <LinkRow
          to="/lease"
          icon={<IconKey size={22} aria-hidden />}
          label={t('title')}
          data-testid="mine-lease-home"
        />
        <LinkRow
          to="/me/lease"
          icon={<IconFileCertificate size={22} aria-hidden />}
          label={t('nav.myRequests')}
          data-testid="mine-lease-requests"
        />
      </div>
      {publisher && (
        <div className={linkRow.list} data-testid="mine-lease-manage">
          <LinkRow
            to={admin ? ADMIN_OFFERS_PATH : MERCHANT_OFFERS_PATH}
            icon={<IconCarSuv size={22} aria-hidden />}
            label={t(admin ? 'nav.adminOffers' : 'nav.myOffers')}
            data-testid="mine-lease-offers"
          />
          {admin && (
            <LinkRow
              to="/admin/lease/demands"
              icon={<IconClipboardList size={22} aria-hidden />}
              label={t('nav.adminDemands')}
              data-testid="mine-lease-intents"
            />
          )}
        </div>
      )}
    </>
  );
}
