import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import classes from './StatusTabs.module.css';

/** The status an admin list shows, kept in the URL (`?status=`) so a reload or a shared link keeps it. */
export function useStatusParam<S extends string>(
  statuses: readonly S[],
  fallback: S,
): [S, (status: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get('status');
  const status = statuses.includes(current as S) ? (current as S) : fallback;
  return [status, (next) => setParams(next ? { status: next } : {}, { replace: true })];
}

export interface StatusTabsProps<S extends string> {
  statuses: readonly S[];
  value: S;
  onChange: (status: string | null) => void;
  label: (status: S) => ReactNode;
  /** Each tab's test id is this followed by its status. */
  testIdPrefix: string;
  /** The list of one status, mounted only while its tab is open. */
  children: (status: S) => ReactNode;
}

/** An admin list's status tabs on one line (scrolling when a language needs more room), a panel per status. */
export function StatusTabs<S extends string>({
  statuses,
  value,
  onChange,
  label,
  testIdPrefix,
  children,
}: StatusTabsProps<S>) {
  return (
    <Tabs value={value} onChange={onChange} keepMounted={false}>
      <Tabs.List grow className={classes.list}>
        {statuses.map((s) => (
          <Tabs.Tab key={s} value={s} px="xs" data-testid={`${testIdPrefix}${s}`}>
            {label(s)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {statuses.map((s) => (
        <Tabs.Panel key={s} value={s}>
          {children(s)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
