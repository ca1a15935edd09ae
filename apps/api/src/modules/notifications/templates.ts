import { formatMoney, type Money } from '@crossport/money';
import type { NotificationLanguage } from './events.ts';

/** A template's values; an amount is written the way the customer's language writes it. */
export type TemplateParams = Record<string, string | number | Money>;
type Text = (p: Record<string, string | number>) => { title: string; body: string };

const LOCALES: Record<NotificationLanguage, string> = { en: 'en-BD', bn: 'bn-BD' };

/** Status words of parcels, buy products and payouts (as the web shows them). */
const STATUS_WORDS: Record<NotificationLanguage, Record<string, string>> = {
  en: {
    requested: 'requested',
    awaiting_arrival: 'on its way to our warehouse',
    received_at_warehouse: 'received at our warehouse',
    invoiced: 'shipping invoice ready',
    paid: 'paid, ready to ship',
    shipping_started: 'shipping started',
    in_transit: 'in transit',
    arrived: 'arrived in your country',
    ready_for_delivery: 'ready for delivery',
    delivered: 'delivered',
    cancelled: 'cancelled',
    on_hold: 'on hold',
    disposed: 'disposed after storage ended',
    pending_payment: 'payment pending',
    purchasing: 'being purchased',
    action_needed: 'action needed',
    purchased: 'purchased',
    shipped_to_warehouse: 'shipped to our warehouse',
    received_abroad: 'received at our warehouse abroad',
    handed_to_international: 'handed to international shipping',
    refunded: 'refunded',
    pending: 'pending',
    approved: 'approved',
    completed: 'paid out',
    rejected: 'rejected',
  },
  bn: {
    requested: 'ট্র্যাকিং নম্বরের অপেক্ষায়',
    awaiting_arrival: 'আমাদের গুদামে আসছে',
    received_at_warehouse: 'আমাদের গুদামে পৌঁছেছে',
    invoiced: 'শিপিং ইনভয়েস পরিশোধ বাকি',
    paid: 'পরিশোধিত, পাঠানোর জন্য প্রস্তুত',
    shipping_started: 'শিপিং শুরু হয়েছে',
    in_transit: 'পথে',
    arrived: 'আপনার দেশে পৌঁছেছে',
    ready_for_delivery: 'ডেলিভারির জন্য প্রস্তুত',
    delivered: 'ডেলিভারি হয়েছে',
    cancelled: 'বাতিল',
    on_hold: 'স্থগিত',
    disposed: 'সংরক্ষণের মেয়াদ শেষে নিষ্পত্তি করা হয়েছে',
    pending_payment: 'পেমেন্ট বাকি',
    purchasing: 'কেনা হচ্ছে',
    action_needed: 'পদক্ষেপ প্রয়োজন',
    purchased: 'কেনা হয়েছে',
    shipped_to_warehouse: 'গুদামে পাঠানো হয়েছে',
    received_abroad: 'বিদেশে গ্রহণ করা হয়েছে',
    handed_to_international: 'আন্তর্জাতিক শিপিংয়ে',
    refunded: 'রিফান্ড হয়েছে',
    pending: 'অপেক্ষমাণ',
    approved: 'অনুমোদিত',
    completed: 'পরিশোধ করা হয়েছে',
    rejected: 'প্রত্যাখ্যাত',
  },
};

/** The contact form's topics (support inquiries), as the web shows them. */
const TOPIC_WORDS: Record<NotificationLanguage, Record<string, string>> = {
  en: {
    order: 'an order',
    shipping: 'shipping',
    payment: 'a payment',
    refund: 'a refund',
    account: 'your account',
    other: 'something else',
  },
  bn: {
    order: 'অর্ডার',
    shipping: 'শিপিং',
    payment: 'পেমেন্ট',
    refund: 'রিফান্ড',
    account: 'অ্যাকাউন্ট',
    other: 'অন্যান্য বিষয়',
  },
};

const word = (language: NotificationLanguage, status: string | number | undefined) =>
  STATUS_WORDS[language][String(status)] ?? String(status ?? '').replace(/_/g, ' ');
/** Staff's note, as written (it is the one part not translated). */
const noteOf = (p: Record<string, string | number>) => (p.note ? ` ${p.note}` : '');

/**
 * The words of each templated kind, in each language. A `notify` call with `params` for one
 * of these kinds is written in the customer's language; other kinds keep the caller's words.
 */
export const TEMPLATES: Record<string, Record<NotificationLanguage, Text>> = {
  parcel_received: {
    en: (p) => ({
      title: `Parcel ${p.number} received at our warehouse`,
      body: `We received and weighed your parcel ${p.number}: ${p.weight} kg chargeable. Its shipping invoice is ready to pay.`,
    }),
    bn: (p) => ({
      title: `পার্সেল ${p.number} আমাদের গুদামে পৌঁছেছে`,
      body: `আপনার পার্সেল ${p.number} আমরা গ্রহণ করে ওজন করেছি: চার্জযোগ্য ওজন ${p.weight} কেজি। এর শিপিং ইনভয়েস পরিশোধের জন্য প্রস্তুত।`,
    }),
  },
  invoice_raised: {
    en: (p) => ({
      title: `New invoice ${p.invoice}`,
      body: `Invoice ${p.invoice} for ${p.amount} is ready to pay.`,
    }),
    bn: (p) => ({
      title: `নতুন ইনভয়েস ${p.invoice}`,
      body: `${p.amount} পরিমাণের ইনভয়েস ${p.invoice} পরিশোধের জন্য প্রস্তুত।`,
    }),
  },
  payment_result: {
    en: (p) => ({
      title: `Payment of ${p.amount} received`,
      body: `Thank you: your payment of ${p.amount} (${p.reference}) is settled.`,
    }),
    bn: (p) => ({
      title: `${p.amount} পেমেন্ট পাওয়া গেছে`,
      body: `ধন্যবাদ: আপনার ${p.amount} পেমেন্ট (${p.reference}) সম্পন্ন হয়েছে।`,
    }),
  },
  payment_credited_to_wallet: {
    en: (p) => ({
      title: `${p.amount} credited to your wallet`,
      body: `bKash charged your payment ${p.reference} although a newer payment had replaced it. All of it, the fee included, is now in your wallet.`,
    }),
    bn: (p) => ({
      title: `${p.amount} আপনার ওয়ালেটে জমা হয়েছে`,
      body: `একটি নতুন পেমেন্ট আপনার পেমেন্ট ${p.reference}-এর জায়গা নেওয়ার পরও বিকাশ সেটির টাকা কেটেছে। ফি-সহ পুরো টাকা এখন আপনার ওয়ালেটে আছে।`,
    }),
  },
  payment_failed: {
    en: (p) => ({
      title: `Payment of ${p.amount} did not go through`,
      body: `Your payment ${p.reference} failed. Nothing was charged; you can try again.`,
    }),
    bn: (p) => ({
      title: `${p.amount} পেমেন্ট সম্পন্ন হয়নি`,
      body: `আপনার পেমেন্ট ${p.reference} ব্যর্থ হয়েছে। কোনো টাকা কাটা হয়নি; আবার চেষ্টা করতে পারেন।`,
    }),
  },
  parcel_status: {
    en: (p) => ({
      title: `Parcel ${p.number}: ${word('en', p.status)}`,
      body: `Your parcel ${p.number} is now: ${word('en', p.status)}.${noteOf(p)}`,
    }),
    bn: (p) => ({
      title: `পার্সেল ${p.number}: ${word('bn', p.status)}`,
      body: `আপনার পার্সেল ${p.number} এখন: ${word('bn', p.status)}।${noteOf(p)}`,
    }),
  },
  order_status: {
    en: (p) => ({
      title: `Order ${p.number}: ${word('en', p.status)}`,
      body: `Your order ${p.number} is now: ${word('en', p.status)}.${noteOf(p)}`,
    }),
    bn: (p) => ({
      title: `অর্ডার ${p.number}: ${word('bn', p.status)}`,
      body: `আপনার অর্ডার ${p.number} এখন: ${word('bn', p.status)}।${noteOf(p)}`,
    }),
  },
  action_needed: {
    en: (p) => ({
      title: `Action needed on ${p.number}`,
      body: `We need your decision on ${p.number}.${noteOf(p)}`,
    }),
    bn: (p) => ({
      title: `${p.number}-এ আপনার সিদ্ধান্ত প্রয়োজন`,
      body: `${p.number} নিয়ে আমাদের আপনার সিদ্ধান্ত প্রয়োজন।${noteOf(p)}`,
    }),
  },
  support_reply: {
    en: (p) => ({
      title: `Reply to your inquiry #${p.number} about ${TOPIC_WORDS.en[String(p.topic)] ?? p.topic}`,
      body: `Our support team answered your inquiry #${p.number}: "${p.excerpt}" Read it and reply on the inquiry's page.`,
    }),
    bn: (p) => ({
      title: `${TOPIC_WORDS.bn[String(p.topic)] ?? p.topic} বিষয়ে আপনার জিজ্ঞাসা #${p.number}-এর উত্তর`,
      body: `আমাদের সাপোর্ট টিম আপনার জিজ্ঞাসা #${p.number}-এর উত্তর দিয়েছে: "${p.excerpt}" জিজ্ঞাসার পাতায় পড়ুন ও উত্তর দিন।`,
    }),
  },
  payout_update: {
    en: (p) => ({
      title: `Payout ${p.number}: ${word('en', p.status)}`,
      body: `Your payout request ${p.number} is now ${word('en', p.status)}.${noteOf(p)}`,
    }),
    bn: (p) => ({
      title: `পেআউট ${p.number}: ${word('bn', p.status)}`,
      body: `আপনার পেআউট অনুরোধ ${p.number} এখন ${word('bn', p.status)}।${noteOf(p)}`,
    }),
  },
};

/** The title and body in `language` when `kind` is templated and params are given. */
export function renderTemplate(
  kind: string,
  language: NotificationLanguage,
  params: TemplateParams | undefined,
): { title: string; body: string } | null {
  const template = params ? TEMPLATES[kind]?.[language] : undefined;
  if (!template || !params) return null;
  const words = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? formatMoney(value, LOCALES[language], 'narrowSymbol') : value,
    ]),
  );
  return template(words);
}

const EMAIL_FRAME: Record<
  NotificationLanguage,
  { greeting: string; open: string; footer: string }
> = {
  en: {
    greeting: 'Hello,',
    open: 'Open in Crossport',
    footer: 'You get this email because of your Crossport notification settings.',
  },
  bn: {
    greeting: 'নমস্কার,',
    open: 'ক্রসপোর্টে খুলুন',
    footer: 'আপনার ক্রসপোর্ট নোটিফিকেশন সেটিংস অনুযায়ী আপনি এই ইমেইল পাচ্ছেন।',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A notification's email: its title as the subject, plain text and simple HTML. */
export function renderEmail(
  notification: {
    title: string;
    body: string;
    link: string | null;
    language: NotificationLanguage;
  },
  webPublicUrl: string,
): { subject: string; text: string; html: string } {
  const frame = EMAIL_FRAME[notification.language] ?? EMAIL_FRAME.en;
  const url = notification.link ? new URL(notification.link, webPublicUrl).toString() : null;
  const text = [
    frame.greeting,
    '',
    notification.body,
    ...(url ? ['', `${frame.open}: ${url}`] : []),
    '',
    '—',
    frame.footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${notification.language}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(frame.greeting)}</p>
<h1 style="font-size:18px">${escapeHtml(notification.title)}</h1>
<p>${escapeHtml(notification.body)}</p>
${url ? `<p><a href="${escapeHtml(url)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(frame.open)}</a></p>` : ''}
<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(frame.footer)}</p>
</body></html>`;
  return { subject: notification.title, text, html };
}
