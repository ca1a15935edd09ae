import type { Money } from '@crossport/money';
import { formatBkashAmount } from './amount.ts';

export interface CheckoutView {
  paymentID: string;
  amount: Money;
  merchantInvoiceNumber: string;
  transactionStatus: string;
  open: boolean;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="bn">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<h1>bKash (fake) · বিকাশ পেমেন্ট</h1>
${body}
</body>
</html>
`;
}

/**
 * The fake's stand-in for bKash's hosted checkout: plain HTML, no scripts, one form whose
 * buttons decide the payment. Wallet number and PIN are optional; the fake only checks their
 * shape, it never keeps them.
 */
export function checkoutPage(view: CheckoutView, problem?: string): string {
  const summary = `<p>Invoice <strong>${escapeHtml(view.merchantInvoiceNumber)}</strong>:
<strong>৳ ${escapeHtml(formatBkashAmount(view.amount))}</strong> ${escapeHtml(view.amount.currency)}</p>`;
  if (!view.open) {
    return page(
      'bKash payment',
      `${summary}\n<p>This payment is ${escapeHtml(view.transactionStatus.toLowerCase())}; nothing more can be done here. এই পেমেন্টটি আর করা যাবে না।</p>`,
    );
  }
  const action = `/checkout/${encodeURIComponent(view.paymentID)}`;
  return page(
    'Pay with bKash',
    `${summary}
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<p><label>bKash account number (ওয়ালেট নম্বর) <input name="wallet" inputmode="numeric" autocomplete="off" maxlength="11" placeholder="01XXXXXXXXX"></label></p>
<p><label>PIN (পিন) <input name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="5"></label></p>
<p>
<button type="submit" name="decision" value="pay">Pay</button>
<button type="submit" name="decision" value="fail">Fail</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</p>
</form>
<p>"Fail" answers as if the wallet had too little balance (bKash 2023).</p>`,
  );
}

export function notFoundPage(): string {
  return page('bKash payment', '<p>There is no such payment.</p>');
}
