import { Avatar } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import '../shops.css';

/** A shop's logo, or a store icon when it has none. */
export function ShopLogo({ url, name, size = 56 }: { url: string | null; name: string; size?: number }) {
  return (
    <Avatar src={url} alt={name} size={size} radius="md" color="teal" className="shop-logo">
      <IconBuildingStore size={size * 0.5} aria-hidden />
    </Avatar>
  );
}
