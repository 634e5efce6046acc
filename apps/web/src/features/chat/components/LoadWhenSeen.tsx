import { useEffect, useRef } from 'react';

/** Calls `onSeen` when this marker scrolls into view (infinite scroll); the "Load more" button stays as a fallback. */
export function LoadWhenSeen({ onSeen, active }: { onSeen: () => void; active: boolean }) {
  const marker = useRef<HTMLDivElement>(null);
  const callback = useRef(onSeen);
  callback.current = onSeen;
  useEffect(() => {
    const el = marker.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return <div ref={marker} aria-hidden style={{ blockSize: 1 }} />;
}
