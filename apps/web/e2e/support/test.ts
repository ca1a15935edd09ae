import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };

// Chrome's own console lines for a blocked script, style, image or connection, and the line
// our listener below writes for every `securitypolicyviolation` event.
const CSP_VIOLATION =
  /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame|evaluate|create|run)/i;

export function isCspViolation(text: string): boolean {
  return CSP_VIOLATION.test(text);
}

/**
 * Collects every Content-Security-Policy violation of the context's pages: the browser's
 * console messages and page errors, and the DOM's `securitypolicyviolation` events (which
 * fire even when Chrome leaves the console quiet).
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  context.on('console', (message) => {
    if (isCspViolation(message.text())) violations.push(message.text());
  });
  context.on('weberror', (error) => {
    if (isCspViolation(error.error().message)) violations.push(error.error().message);
  });
  return violations;
}

/** Playwright's `test`, failing any test whose pages break the Content-Security-Policy. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
