/**
 * Native (Capacitor) integration: the Android back button.
 * With history: go back. Without: the first press toasts "press once more to exit", and a second
 * press within DOUBLE_BACK_EXIT_MS (1 s) leaves the app.
 */
import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { DOUBLE_BACK_EXIT_MS } from '@souq/shared';

export interface BackButtonDeps {
  canGoBack: () => boolean;
  goBack: () => void;
  exit: () => void;
  hint: () => void;
  now?: () => number;
  windowMs?: number;
}

export function createBackButtonHandler(deps: BackButtonDeps): () => void {
  const now = deps.now ?? Date.now;
  const windowMs = deps.windowMs ?? DOUBLE_BACK_EXIT_MS;
  let lastPress = Number.NEGATIVE_INFINITY;
  return () => {
    if (deps.canGoBack()) {
      lastPress = Number.NEGATIVE_INFINITY;
      deps.goBack();
      return;
    }
    const at = now();
    if (at - lastPress <= windowMs) {
      lastPress = Number.NEGATIVE_INFINITY;
      deps.exit();
      return;
    }
    lastPress = at;
    deps.hint();
  };
}

export function isNativeApp(): boolean {
  return Capacitor.isNativePlatform();
}

export function nativePlatform(): 'web' | 'android' | 'ios' {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}

/** React Router keeps the history index in `history.state.idx`; 0 means the first entry. */
export function routerCanGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Installs the back-button listener on Android; a no-op on the web. Returns an uninstaller. */
export function installBackButton(
  deps: Omit<BackButtonDeps, 'exit' | 'canGoBack'> & { canGoBack?: () => boolean },
): () => void {
  if (!isNativeApp()) return () => {};
  const handle = createBackButtonHandler({
    canGoBack: deps.canGoBack ?? routerCanGoBack,
    goBack: deps.goBack,
    hint: deps.hint,
    exit: () => {
      void App.exitApp();
    },
  });
  const listener = App.addListener('backButton', () => handle());
  return () => {
    void listener.then((l) => l.remove());
  };
}
