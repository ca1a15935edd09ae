import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-error.ts';
import { uploadReceipt, type UploadEnvironment } from './upload-receipt.ts';

/** Just enough of XMLHttpRequest to watch what the upload sends and to answer it. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  responseType = '';
  status = 0;
  response: unknown = null;
  sent: FormData | null = null;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

function environment(xhr: FakeXhr): UploadEnvironment {
  return {
    xhr: () => xhr as unknown as XMLHttpRequest,
    cookies: () => 'XSRF-TOKEN=abc%3D; other=1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    guest: { guestId: 'g'.repeat(16), guestSession: 's'.repeat(16) },
  };
}

describe('receipt upload', () => {
  it('posts the file same-origin with the XSRF header and reports progress', async () => {
    const xhr = new FakeXhr();
    const shares: number[] = [];
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const done = uploadReceipt(file, {
      onProgress: (share) => shares.push(share),
      env: environment(xhr),
    });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/storage/customer/asset/v1/assets');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('abc=');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.sent?.get('file')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.status = 201;
    xhr.response = { data: { id: 77 } };
    xhr.onload?.();
    await expect(done).resolves.toEqual({ id: 77 });
    expect(shares).toEqual([0.5, 1]);
  });

  it('turns a refusal into the API error the rest of the app shows', async () => {
    const xhr = new FakeXhr();
    const done = uploadReceipt(new Blob(['x']), { onProgress: () => {}, env: environment(xhr) });
    xhr.status = 422;
    xhr.response = { error: { code: 'unsupported_file_type', message: 'Not a receipt' } };
    xhr.onload?.();
    await expect(done).rejects.toMatchObject({ status: 422, code: 'unsupported_file_type' });
    await expect(done).rejects.toBeInstanceOf(ApiError);
  });

  it('is a network error when nothing answers, and can be cancelled', async () => {
    const failing = new FakeXhr();
    const failed = uploadReceipt(new Blob(['x']), {
      onProgress: () => {},
      env: environment(failing),
    });
    failing.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(NetworkError);

    const cancelled = new FakeXhr();
    const controller = new AbortController();
    const aborted = uploadReceipt(new Blob(['x']), {
      onProgress: () => {},
      signal: controller.signal,
      env: environment(cancelled),
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ failure: 'aborted' });
  });
});
