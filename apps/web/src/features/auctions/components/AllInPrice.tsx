import { Collapse, Text, UnstyledButton } from '@mantine/core';
import { type AuctionFeeTable, allInPrice } from '@souq/shared/auctions/fees';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures.module.css';
import { aed } from '../../../lib/format';
import { percentOf } from '../format';
import classes from './AllInPrice.module.css';

export type FeeTable = AuctionFeeTable;

/**
 * What a hammer price costs in all, beside the amount a bidder can act on: the total, and on a tap
 * the lines (hammer, buyer's premium, admin fee, VAT) that make it, so no fee is hidden.
 */
export function AllInPrice({
  hammerFils,
  fees,
  testId = 'all-in',
  defaultOpen = false,
}: {
  hammerFils: number;
  fees: FeeTable;
  testId?: string;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('auctions');
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const price = allInPrice(hammerFils, fees);
  return (
    <div className={classes.allIn} data-testid={testId}>
      <UnstyledButton
        className={classes.toggle}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        data-testid={`${testId}-toggle`}
      >
        <Text span size="sm" c="dimmed">
          {t('fees.allIn')}
        </Text>
        <Text span size="sm" fw={700} className={figures.amount} data-testid={`${testId}-total`}>
          {aed(price.totalFils)}
        </Text>
        <IconChevronDown size={16} aria-hidden className={open ? classes.chevronOpen : classes.chevron} />
      </UnstyledButton>
      <Collapse expanded={open}>
        <dl className={classes.lines} id={id} data-testid={`${testId}-lines`}>
          <div>
            <dt>{t('fees.hammer')}</dt>
            <dd className={figures.amount}>{aed(price.hammerFils)}</dd>
          </div>
          <div>
            <dt>{t('fees.premium', { rate: percentOf(fees.buyerPremiumBps) })}</dt>
            <dd className={figures.amount}>{aed(price.buyerPremiumFils)}</dd>
          </div>
          <div>
            <dt>{t('fees.adminFee')}</dt>
            <dd className={figures.amount}>{aed(price.adminFeeFils)}</dd>
          </div>
          <div>
            <dt>{t('fees.vat', { rate: percentOf(fees.vatBps) })}</dt>
            <dd className={figures.amount}>{aed(price.vatFils)}</dd>
          </div>
          <div className={classes.total}>
            <dt>{t('fees.total')}</dt>
            <dd className={figures.amount}>{aed(price.totalFils)}</dd>
          </div>
        </dl>
      </Collapse>
    </div>
  );
}
