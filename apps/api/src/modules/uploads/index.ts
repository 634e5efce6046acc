import { defineDomain } from '../../lib/domain';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';

/** Images and videos: checked, re-encoded, stored; private ones served through signed URLs. */
export const uploadsDomain = defineDomain({
  name: 'uploads',
  build: (ctx) => ({ uploads: new UploadsService(ctx) }),
  routes: [uploadsRoutes],
});
