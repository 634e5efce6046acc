import type { ComponentType } from 'react';

/** Spec 2/9: page chunks load lazily with a 120-second timeout; failures are missing, timeout or error. */
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;

export type ChunkErrorType = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  readonly type: ChunkErrorType;
  constructor(type: ChunkErrorType, cause?: unknown) {
    super(`page chunk failed to load: ${type}`);
    this.name = 'ChunkLoadError';
    this.type = type;
    this.cause = cause;
  }
}

function classify(error: unknown): ChunkErrorType {
  const message = error instanceof Error ? error.message : String(error);
  if (
    /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
      message,
    )
  ) {
    return 'missing';
  }
  return 'error';
}

/** A React Router `lazy` function for a module whose default export is the page. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout')), PAGE_CHUNK_TIMEOUT_MS);
    });
    try {
      const mod = await Promise.race([load(), timeout]);
      return { Component: mod.default };
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      throw new ChunkLoadError(classify(error), error);
    } finally {
      clearTimeout(timer);
    }
  };
}
