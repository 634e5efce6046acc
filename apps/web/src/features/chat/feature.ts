import { IconFlag } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** Chat: conversations, one conversation, friends and groups (issue 10; spec package B, uni-im). */
export const chatFeature = defineFeature({
  name: 'chat',
  routes: {
    loggedIn: [
      { path: 'chat', lazy: lazyPage(() => import('./pages/ChatPage')) },
      { path: 'chat/open', lazy: lazyPage(() => import('./pages/OpenChatPage')) },
      { path: 'chat/friends', lazy: lazyPage(() => import('./pages/FriendsPage')) },
      { path: 'chat/groups', lazy: lazyPage(() => import('./pages/GroupsPage')) },
      { path: 'chat/groups/new', lazy: lazyPage(() => import('./pages/NewGroupPage')) },
      { path: 'chat/groups/:groupId', lazy: lazyPage(() => import('./pages/GroupInfoPage')) },
      // A conversation is full screen on a phone (no tab bar); the same page draws the list beside it when wide.
      {
        path: 'chat/:conversationId',
        lazy: lazyPage(() => import('./pages/ChatPage')),
        handle: { hideTabBar: true },
      },
    ],
  },
  admin: {
    routes: [{ path: 'chat/reports', lazy: lazyPage(() => import('./pages/AdminReportsPage')) }],
    links: [{ to: '/admin/chat/reports', labelKey: 'chat:adminReports.nav', icon: IconFlag }],
  },
  mine: { order: 5, Links: lazy(() => import('./components/MineLinks').then((m) => ({ default: m.ChatMineLinks }))) },
});
