import { Table } from '@mantine/core';
import type { ScheduleRow } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { aed } from '../../../lib/format';
import { num } from '../format';
import lease from '../lease.module.css';

/** The amortisation schedule: month, payment, interest, principal, balance. */
export function ScheduleTable({ rows }: { rows: ScheduleRow[] }) {
  const { t } = useTranslation('lease');
  return (
    <div className={lease.tableWrap}>
      <Table striped highlightOnHover data-testid="lease-schedule">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('schedule.month')}</Table.Th>
            <Table.Th ta="end">{t('schedule.payment')}</Table.Th>
            <Table.Th ta="end">{t('schedule.interest')}</Table.Th>
            <Table.Th ta="end">{t('schedule.principal')}</Table.Th>
            <Table.Th ta="end">{t('schedule.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.month} data-testid="lease-schedule-row">
              <Table.Td>{num(row.month)}</Table.Td>
              <Table.Td ta="end">{aed(row.paymentFils)}</Table.Td>
              <Table.Td ta="end">{aed(row.interestFils)}</Table.Td>
              <Table.Td ta="end">{aed(row.principalFils)}</Table.Td>
              <Table.Td ta="end">{aed(row.balanceFils)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
