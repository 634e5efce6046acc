import { IconChevronRight } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './LinkRow.module.css';

interface RowContentProps {
  icon?: ReactNode;
  label: ReactNode;
  value?: ReactNode;
  chevron?: boolean;
}

function RowContent({ icon, label, value, chevron = true }: RowContentProps) {
  return (
    <>
      {icon}
      <span className={classes.label}>{label}</span>
      {value !== undefined && <span className={classes.value}>{value}</span>}
      {chevron && (
        <IconChevronRight className="icon-directional" size={18} color="var(--mantine-color-gray-5)" aria-hidden />
      )}
    </>
  );
}

/** A row in a settings-style list that navigates. */
export function LinkRow({
  to,
  ...content
}: RowContentProps & { to: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'value'>) {
  const { icon, label, value, chevron, ...rest } = content;
  return (
    <Link to={to} className={classes.row} {...rest}>
      <RowContent icon={icon} label={label} value={value} chevron={chevron} />
    </Link>
  );
}

/** A row that runs an action. */
export function ButtonRow({
  icon,
  label,
  value,
  chevron,
  ...rest
}: RowContentProps & Omit<ComponentPropsWithoutRef<'button'>, 'value'>) {
  return (
    <button type="button" className={classes.row} {...rest}>
      <RowContent icon={icon} label={label} value={value} chevron={chevron} />
    </button>
  );
}
