/**
 * What a feature brings to the app, declared once in its `features/<name>/feature.ts` and listed in
 * `app/features.ts`. The router, the admin area, Mine, Home and Publish read that list; nothing
 * else enumerates features. Pages and panels stay lazy: a definition holds only paths, labels,
 * icons and `import()` calls, so the first page does not carry every feature's code.
 */
import type { User } from '@souq/shared';
import type { Icon } from '@tabler/icons-react';
import { type ComponentType, createContext, type LazyExoticComponent, useContext } from 'react';
import type { RouteObject } from 'react-router';

/** A row of the admin area's navigation. */
export interface AdminLink {
  /** Absolute path under /admin. */
  to: string;
  /** A literal `namespace:key`, so the locale test sees it. */
  labelKey: string;
  icon: Icon;
}

/** A Home tab: its `?tab=` value, its label and its lazily loaded content. */
export interface HomeTab {
  key: string;
  labelKey: string;
  /** Tabs are sorted by it; the first one is Home's default. */
  order: number;
  Content: LazyExoticComponent<ComponentType>;
}

/** Something a user can publish from the Publish tab (texts: `home:publish.kinds.<key>.*`). */
export interface PublishKind {
  key: string;
  icon: Icon;
  to: string;
  /** Kinds are sorted by it. */
  order: number;
}

/** A feature's rows on the Mine page, drawn for the signed-in user. */
export interface MineSection {
  /** Sections are sorted by it. */
  order: number;
  Links: LazyExoticComponent<ComponentType<{ user: User }>>;
}

/**
 * Something a feature draws in the app's frame on every page (above the page), lazily: a banner,
 * a toast host. Not on full-screen pages (`handle.hideTabBar`) nor on those whose route says
 * `handle.hideShell`.
 */
export interface ShellPart {
  /** Parts are drawn in this order (distinct per part). */
  order: number;
  /** `signedIn`: only while a user is signed in. */
  when: 'signedIn' | 'always';
  Component: LazyExoticComponent<ComponentType>;
}

export interface FeatureDefinition {
  /** The feature's folder name. */
  name: string;
  routes?: {
    /** Pages anyone may open, inside the app's navigation. */
    public?: RouteObject[];
    /** Pages that need a signed-in user (rendered inside the auth guard). */
    loggedIn?: RouteObject[];
    /** Pages outside the app's navigation: signing in and up, the update notice. */
    plain?: RouteObject[];
  };
  /** Staff pages, mounted under /admin behind the staff guard; `routes` paths are relative to it. */
  admin?: { routes: RouteObject[]; links: AdminLink[] };
  mine?: MineSection;
  home?: HomeTab[];
  publish?: PublishKind[];
  shell?: ShellPart[];
}

/** Identity, for type checking and for one recognisable shape in every feature's feature.ts. */
export function defineFeature(definition: FeatureDefinition): FeatureDefinition {
  return definition;
}

const FeatureListContext = createContext<readonly FeatureDefinition[]>([]);

/** Provided once at the root (RootShell) with app/features.ts. */
export const FeatureListProvider = FeatureListContext.Provider;

/** The app's features, for the pages that gather something from each (Mine, Home, Publish, admin). */
export function useFeatureList(): readonly FeatureDefinition[] {
  return useContext(FeatureListContext);
}

export function byOrder<T extends { order: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}
