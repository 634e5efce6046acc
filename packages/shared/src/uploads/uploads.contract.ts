import { defineContract } from '../contract';
import { idParams } from '../envelope';
import { uploadQuery, uploadSchema } from './uploads.schema';

/** The multipart field that carries the file of an upload. */
export const UPLOAD_FILE_FIELD = 'file';

export const uploadsContract = defineContract('uploads', {
  create: {
    method: 'POST',
    path: '/api/uploads',
    summary: 'Upload a file (multipart field `file`): JPEG, PNG or WebP; MP4 for car_video; image or PDF for report',
    description:
      'Images are re-encoded without metadata and get a thumbnail; videos and PDFs are stored as sent. ' +
      'Licence and identity images are private. Size limits: UPLOAD_MAX_BYTES, UPLOAD_VIDEO_MAX_BYTES, UPLOAD_REPORT_MAX_BYTES.',
    auth: 'required',
    query: uploadQuery,
    body: 'multipart',
    response: uploadSchema,
  },
  get: {
    method: 'GET',
    path: '/api/uploads/:id',
    summary: 'An upload with its URLs (a fresh signed URL for private files)',
    auth: 'required',
    params: idParams,
    response: uploadSchema,
  },
});
