import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageActionProps {
  children: ReactNode;
  /** Where the action leads (a link); without it, `onClick` runs. */
  to?: string;
  onClick?: () => void;
  /** The icon before the label; a plus by default (the page's "add" or "new"). */
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  'data-testid'?: string;
}

/** A page header's action (`<Page actions={…}>`): a small button or link with an icon, light by default. */
export function PageAction({ children, to, onClick, icon, variant = 'light', ...rest }: PageActionProps) {
  const look = { size: 'compact-sm', variant, leftSection: icon ?? <IconPlus size={16} />, ...rest } as const;
  return to !== undefined ? (
    <Button component={Link} to={to} {...look}>
      {children}
    </Button>
  ) : (
    <Button onClick={onClick} {...look}>
      {children}
    </Button>
  );
}
