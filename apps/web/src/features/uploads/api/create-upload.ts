import { UPLOAD_FILE_FIELD, UPLOAD_TIMEOUT_MS, type Upload, type UploadPurpose, uploadsContract } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export type { UploadPurpose };

function formOf(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return form;
}

/** Stores a file for a purpose (the multipart field `file`); errors are toasted. */
export function createUpload({ file, purpose }: { file: File; purpose: UploadPurpose }): Promise<Upload> {
  return call(uploadsContract.endpoints.create, {
    query: { purpose },
    body: formOf(file),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function useCreateUpload() {
  return useMutation({ mutationFn: createUpload });
}

/**
 * The same upload with its progress (photos, the car's video, the inspection report's files): the
 * caller shows the progress and the error beside the file, so nothing is toasted.
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Upload> {
  const upload = await call(uploadsContract.endpoints.create, {
    query: { purpose },
    body: formOf(file),
    timeoutMs: UPLOAD_TIMEOUT_MS,
    silent: true,
    slowHint: false,
    signal,
    onUploadProgress: (fraction) => onProgress?.(fraction),
  });
  onProgress?.(1);
  return upload;
}
