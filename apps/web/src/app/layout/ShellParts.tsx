import { Suspense } from 'react';
import { useIsLoggedIn } from '../../lib/session';
import { byOrder, useFeatureList } from '../feature';
import classes from './ShellParts.module.css';

/**
 * What features draw in the frame above every page (`shell` in their definition), each loaded
 * lazily and drawn nothing while it loads, so the first page's JavaScript does not carry them.
 */
export function ShellParts() {
  const features = useFeatureList();
  const signedIn = useIsLoggedIn();
  const parts = byOrder(features.flatMap((f) => f.shell ?? [])).filter((p) => p.when === 'always' || signedIn);
  if (!parts.length) return null;
  return (
    <div className={classes.parts} data-testid="shell-parts">
      {parts.map((part) => (
        <Suspense key={part.order} fallback={null}>
          <part.Component />
        </Suspense>
      ))}
    </div>
  );
}
