import { IconCirclePlus, IconHome, IconUser, IconUsersGroup } from '@tabler/icons-react';
import type { TabKey } from '../tab-badges';

export interface NavItem {
  key: TabKey;
  to: string;
  labelKey: string;
  icon: typeof IconHome;
}

export const NAV_ITEMS: NavItem[] = [
  { key: 'home', to: '/', labelKey: 'common:tabs.home', icon: IconHome },
  { key: 'moments', to: '/moments', labelKey: 'common:tabs.moments', icon: IconUsersGroup },
  { key: 'publish', to: '/publish', labelKey: 'common:tabs.publish', icon: IconCirclePlus },
  { key: 'mine', to: '/mine', labelKey: 'common:tabs.mine', icon: IconUser },
];
