import { expect, type Page } from '@playwright/test';

/**
 * A call of the signed-in customer through the page's own cookies, echoing the XSRF cookie as
 * the web app's client does: for arranging what a journey does not drive through the screens.
 */
export async function customerCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: object,
  /** More headers, e.g. the Idempotency-Key a call that moves money needs. */
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  const res = await page.request.fetch(url, {
    method,
    headers: {
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value) } : {}),
      ...extraHeaders,
    },
    ...(data ? { data } : {}),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}
