import type { SmsPurpose } from '@souq/shared';
import { useCallback, useEffect, useState } from 'react';

/** When each purpose may send again; module-level so leaving and reopening a page keeps it. */
const resendAt = new Map<string, number>();

function remainingFor(key: string, now = Date.now()): number {
  const at = resendAt.get(key);
  return at ? Math.max(0, Math.ceil((at - now) / 1000)) : 0;
}

/** The "send code" countdown in whole seconds (heartbeat tick 1 s). */
export function useResendCountdown(purpose: SmsPurpose) {
  const [remaining, setRemaining] = useState(() => remainingFor(purpose));

  const ticking = remaining > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setRemaining(remainingFor(purpose)), 1000);
    return () => clearInterval(timer);
  }, [purpose, ticking]);

  const start = useCallback(
    (seconds: number) => {
      resendAt.set(purpose, Date.now() + seconds * 1000);
      setRemaining(remainingFor(purpose));
    },
    [purpose],
  );

  return { remaining, start };
}
