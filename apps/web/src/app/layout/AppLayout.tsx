import { useMediaQuery } from '@mantine/hooks';
import { WIDESCREEN_MIN_WIDTH } from '@souq/shared';
import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { LoadingState } from '../../components/States';
import { NewCarsBadge } from '../../features/listings/components/NewCarsBadge';
import { AccountBar } from './AccountBar';
import classes from './AppLayout.module.css';
import { ShellParts } from './ShellParts';
import { SideNav } from './SideNav';
import { TabBar } from './TabBar';

export interface RouteHandle {
  /** Full-screen pages (a chat, a live room) can hide the mobile tab bar (and the features' shell parts). */
  hideTabBar?: boolean;
  /** A page that draws a feature's shell part itself (the lives list draws the reminders). */
  hideShell?: boolean;
}

/** Spec: the widescreen flag is true when the window is wider than 960 px. */
export function useWidescreen(): boolean {
  return useMediaQuery(`(min-width: ${WIDESCREEN_MIN_WIDTH + 1}px)`, window.innerWidth > WIDESCREEN_MIN_WIDTH, {
    getInitialValueInEffect: false,
  });
}

export function AppLayout() {
  const wide = useWidescreen();
  const matches = useMatches();
  const tabBar = !matches.some((m) => (m.handle as RouteHandle | undefined)?.hideTabBar);
  const shell = tabBar && !matches.some((m) => (m.handle as RouteHandle | undefined)?.hideShell);
  return (
    <div
      className={
        wide ? `${classes.shell} ${classes.wide}` : tabBar ? `${classes.shell} ${classes.tabs}` : classes.shell
      }
    >
      {wide && <SideNav />}
      <main className={classes.main}>
        {wide && <AccountBar />}
        {shell && <ShellParts />}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {!wide && tabBar && <TabBar />}
      <NewCarsBadge />
    </div>
  );
}

/** Pages outside the tabs (login, register, update): centred, no navigation chrome. */
export function PlainLayout() {
  return (
    <div className={`${classes.shell} ${classes.plain}`}>
      <main className={classes.main}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
