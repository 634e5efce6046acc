import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LinkRow } from './LinkRow';
import classes from './LinkRow.module.css';

export interface LinkListItem {
  to: string;
  icon: Icon;
  label: ReactNode;
  value?: ReactNode;
  testId?: string;
}

/**
 * A framed list of links (the Mine page's rows, a dashboard's shortcuts). Items that are `false`,
 * `null` or `undefined` are left out, so a role's rows can be written inline; `children` come last.
 */
export function LinkList({
  items,
  testId,
  children,
}: {
  items: readonly (LinkListItem | false | null | undefined)[];
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className={classes.list} data-testid={testId}>
      {items.map(
        (item) =>
          item && (
            <LinkRow
              key={item.to}
              to={item.to}
              icon={<item.icon size={22} aria-hidden />}
              label={item.label}
              value={item.value}
              data-testid={item.testId}
            />
          ),
      )}
      {children}
    </div>
  );
}
