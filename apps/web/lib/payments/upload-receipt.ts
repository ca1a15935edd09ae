import { apiErrorFrom, NetworkError } from '../api-error.ts';
import { buildRequestHeaders, ensureGuestIdentity } from '../request-headers.ts';

/** The storage route a bank-transfer receipt goes to (multipart, one `file` part). */
export const RECEIPT_UPLOAD_PATH = '/api/storage/customer/asset/v1/assets';

export interface UploadEnvironment {
  xhr: () => XMLHttpRequest;
  cookies: () => string;
  userAgent: string;
  guest: ReturnType<typeof ensureGuestIdentity>;
}

function browserUploadEnvironment(): UploadEnvironment {
  return {
    xhr: () => new XMLHttpRequest(),
    cookies: () => document.cookie,
    userAgent: navigator.userAgent,
    guest: ensureGuestIdentity(window.localStorage),
  };
}

/**
 * Uploads a receipt and answers the stored asset's id. The typed client cannot report upload
 * progress (fetch has none), so this one call uses XMLHttpRequest, same-origin, with the
 * headers every commerce call carries (XSRF included) — except Content-Type, which the
 * browser sets with the multipart boundary. `onProgress` receives 0..1.
 */
export function uploadReceipt(
  file: Blob,
  {
    onProgress,
    signal,
    env = browserUploadEnvironment(),
  }: { onProgress: (share: number) => void; signal?: AbortSignal; env?: UploadEnvironment },
): Promise<{ id: number }> {
  return new Promise((resolve, reject) => {
    const xhr = env.xhr();
    xhr.open('POST', RECEIPT_UPLOAD_PATH);
    xhr.withCredentials = true;
    const headers = buildRequestHeaders({
      method: 'POST',
      guest: env.guest,
      userAgent: env.userAgent,
      cookies: env.cookies(),
    });
    for (const [name, value] of Object.entries(headers)) {
      if (name !== 'Content-Type') xhr.setRequestHeader(name, value);
    }
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && hasAssetId(body)) {
        onProgress(1);
        resolve({ id: body.data.id });
      } else {
        reject(apiErrorFrom(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new NetworkError(new TypeError('Network Error')));
    xhr.onabort = () => reject(new NetworkError(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

function hasAssetId(body: unknown): body is { data: { id: number } } {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false;
  const data = (body as { data: unknown }).data;
  return (
    typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'number'
  );
}
