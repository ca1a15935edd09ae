import { createStaffApiClient } from '@crossport/api-client/staff';

function cookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * The typed staff client: same-origin calls (this server forwards `/api/*`), the staff
 * member's session cookie, and the XSRF double-submit header on unsafe methods.
 */
export const staffApi = createStaffApiClient({
  baseUrl: typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin,
  credentials: 'same-origin',
  fetch: (request: Request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
      const token = cookie('XSRF-TOKEN');
      if (token) request.headers.set('X-XSRF-TOKEN', token);
    }
    return fetch(request);
  },
});

/** The API's error shape, read from a failed call; `details` name each invalid field. */
export interface StaffError {
  code: string;
  message: string;
  /** A refused request's fields (`body.blocks.0.heading`) and what is wrong with each. */
  details?: { field?: string; message: string }[];
}

/** The API's message about one field of a refused request (or a field inside it), if named. */
export function fieldError(error: StaffError | null, field: string): string | undefined {
  return error?.details?.find(
    (detail) => detail.field === field || detail.field?.startsWith(`${field}.`),
  )?.message;
}

export function errorOf(error: unknown): StaffError {
  const body = error as { error?: StaffError } | undefined;
  return body?.error ?? { code: 'unknown', message: 'Something went wrong. Please try again.' };
}

/** Unwraps a typed call: its data, or throws the API's error (for TanStack Query). */
/** A call that answers nothing (204 No Content): only its refusal matters. */
export async function done(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await call;
  if (error !== undefined || !response.ok) throw errorOf(error);
}

export async function must<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (error !== undefined || data === undefined) throw errorOf(error);
  return data;
}

/**
 * A file as the multipart body of a typed call: the generated types name the part a string
 * (OpenAPI's `format: binary`), and the browser's FormData goes out as it is.
 */
export function fileBody(file: File) {
  const form = new FormData();
  form.set('file', file);
  return {
    body: form as unknown as { file: string },
    bodySerializer: (body: unknown) => body as FormData,
  };
}
