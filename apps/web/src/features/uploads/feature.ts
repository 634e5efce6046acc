import { defineFeature } from '../../app/feature';

/** Photo and file uploads used by other features' forms; no pages of its own. */
export const uploadsFeature = defineFeature({ name: 'uploads' });
