import { UPLOAD_TIMEOUT_MS, type Upload } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type UploadPurpose = Upload['purpose'];

/** POST /api/uploads?purpose=... with the file in the multipart field `file`. */
export function createUpload({ file, purpose }: { file: File; purpose: UploadPurpose }): Promise<Upload> {
  const form = new FormData();
  form.append('file', file);
  return api<Upload>('/api/uploads', { method: 'POST', query: { purpose }, body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function useCreateUpload() {
  return useMutation({ mutationFn: createUpload });
}
