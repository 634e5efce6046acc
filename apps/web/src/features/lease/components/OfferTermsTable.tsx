import { Table } from '@mantine/core';
import type { LeaseTerm } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { aed } from '../../../lib/format';
import lease from '../lease.module.css';

/** The offer's monthly rent by term. */
export function OfferTermsTable({ terms }: { terms: LeaseTerm[] }) {
  const { t } = useTranslation('lease');
  return (
    <div className={lease.tableWrap}>
      <Table data-testid="lease-offer-terms">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('offer.term')}</Table.Th>
            <Table.Th ta="end">{t('offer.monthly')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.map((term) => (
            <Table.Tr key={term.months}>
              <Table.Td>{t('months', { count: term.months })}</Table.Td>
              <Table.Td ta="end" fw={600}>
                {aed(term.monthlyFils)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
