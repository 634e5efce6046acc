import { UPLOAD_TIMEOUT_MS, type Upload, type UploadPurpose } from '@souq/shared';
import { ApiError } from '../../../lib/api';
import { appLanguage, i18n } from '../../../lib/i18n';
import { getToken } from '../../auth/session';

/**
 * POST /api/uploads?purpose=... (multipart field `file`) with upload progress, which `fetch`
 * cannot report: photos, the car's video and the inspection report's files.
 */
export function uploadFile(
  file: File,
  purpose: UploadPurpose,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Upload> {
  return new Promise<Upload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const base = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');
    xhr.open('POST', `${base}/api/uploads?purpose=${encodeURIComponent(purpose)}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', appLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const failWith = (error: string, key: string) =>
      reject(new ApiError({ status: 0, code: 0, error, message: i18n.t(key) as string }));
    xhr.onerror = () => failWith('NETWORK_ERROR', 'common:request.network');
    xhr.ontimeout = () => failWith('TIMEOUT', 'common:request.timeout');
    xhr.onabort = () => failWith('ABORTED', 'common:request.failed');
    xhr.onload = () => {
      let envelope: { code?: number; error?: string; message?: string; data?: unknown } | null = null;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        envelope = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.code === 200) {
        onProgress?.(1);
        resolve(envelope.data as Upload);
        return;
      }
      reject(
        new ApiError({
          status: xhr.status,
          code: envelope?.code ?? xhr.status,
          error: envelope?.error ?? 'BAD_RESPONSE',
          message:
            envelope?.message ||
            (i18n.t(xhr.status >= 500 ? 'common:request.server' : 'common:request.failed') as string),
        }),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
