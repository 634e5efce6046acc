import { defineDomain } from '../../lib/domain';
import { appRoutes } from './app.routes';
import { seedReleasedVersion } from './app.seed';
import { AppService } from './app.service';

/** The app itself: released versions (update prompts) and health. */
export const appDomain = defineDomain({
  name: 'app',
  build: (ctx) => ({ app: new AppService(ctx) }),
  routes: [appRoutes],
  seed: { reference: (_services, ctx) => seedReleasedVersion(ctx) },
});
