import { Avatar } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import classes from './ShopLogo.module.css';

/** A shop's logo, or a store icon when it has none. */
export function ShopLogo({
  url,
  name,
  size = 56,
  className,
}: {
  url: string | null;
  name: string;
  size?: number;
  className?: string;
}) {
  return (
    <Avatar
      src={url}
      alt={name}
      size={size}
      radius="md"
      color="teal"
      className={className ? `${classes.logo} ${className}` : classes.logo}
    >
      <IconBuildingStore size={size * 0.5} aria-hidden />
    </Avatar>
  );
}
