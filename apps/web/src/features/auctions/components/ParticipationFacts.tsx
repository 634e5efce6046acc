import { Badge } from '@mantine/core';
import type { Participation } from '@souq/shared/auctions/auctions.schema';
import { useTranslation } from 'react-i18next';
import facts from '../../../components/Facts.module.css';
import figures from '../../../components/figures.module.css';
import { aed } from '../../../lib/format';
import { dateTime } from '../format';

/** My participation in a session: status, limit, earnest money held, what is committed, when the hold is released. */
export function ParticipationFacts({ me }: { me: Participation }) {
  const { t } = useTranslation('auctions');
  return (
    <dl className={facts.facts} data-testid="participation">
      <div>
        <dt>{t('participation.status')}</dt>
        <dd>
          <Badge
            variant="light"
            color={me.status === 'active' ? 'teal' : me.status === 'pending_payment' ? 'yellow' : 'gray'}
          >
            {t(`participationStatus.${me.status}`)}
          </Badge>
        </dd>
      </div>
      <div>
        <dt>{t('participation.limit')}</dt>
        <dd className={figures.amount}>{aed(me.limitFils)}</dd>
      </div>
      <div>
        <dt>{t('participation.held')}</dt>
        <dd className={figures.amount}>{aed(me.depositFils)}</dd>
      </div>
      <div>
        <dt>{t('participation.committed')}</dt>
        <dd className={figures.amount}>{aed(me.committedFils)}</dd>
      </div>
      {me.releaseAt && (
        <div>
          <dt>{t('participation.releaseAt')}</dt>
          <dd>{dateTime(me.releaseAt)}</dd>
        </div>
      )}
    </dl>
  );
}
