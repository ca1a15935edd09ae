import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { InvoicePdfContent } from './content.ts';

const FONTS = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
const FONT_FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  bengali: 'NotoSansBengali-Regular.ttf',
  bengaliBold: 'NotoSansBengali-Bold.ttf',
} as const;

/** Bengali letters, signs and the taka sign (U+0980–U+09FF). */
const BENGALI = /[\u0980-\u09FF]/;

/** Noto Sans's ascender, in ems: where the baseline sits below the top of a Latin line. */
const LATIN_ASCENT = 1.069;
const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#d9dee3';
const COLUMNS = { description: 50, quantity: 330, unit: 375, amount: 465, end: 545 };

type Doc = PDFKit.PDFDocument;

/**
 * pdfkit has no font fallback, so each string picks its font: Noto Sans Bengali when it holds
 * Bengali (the font also has Latin letters and digits, so a mixed title or `৳1,200.00` is
 * whole), Noto Sans otherwise. fontkit shapes Bengali (reordered vowel signs, conjuncts).
 */
function use(doc: Doc, text: string, size: number, bold = false): Doc {
  const bengali = BENGALI.test(text);
  const font = bengali ? (bold ? 'bengaliBold' : 'bengali') : bold ? 'latinBold' : 'latin';
  return doc.font(font).fontSize(size);
}

function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: {
    size?: number;
    bold?: boolean;
    color?: string;
    width?: number;
    align?: 'left' | 'right';
  } = {},
): number {
  const size = options.size ?? 10;
  use(doc, text, size, options.bold).fillColor(options.color ?? INK);
  const width = options.width ?? PAGE.width - PAGE.margin - x;
  // The two fonts have different ascents: placing the baseline (not the top of the line box)
  // keeps a taka amount level with the Latin text beside it.
  doc.text(text, x, y + size * LATIN_ASCENT, {
    width,
    align: options.align ?? 'left',
    lineGap: 1,
    baseline: 'alphabetic',
  });
  return doc.heightOfString(text, { width, lineGap: 1 });
}

/** Right-aligned in the column that ends at `end`. */
function writeRight(doc: Doc, text: string, end: number, y: number, width: number, size = 10) {
  return write(doc, text, end - width, y, { width, align: 'right', bold: size > 10, size });
}

function rule(doc: Doc, y: number, color = RULE) {
  doc.moveTo(PAGE.margin, y).lineTo(COLUMNS.end, y).lineWidth(0.7).strokeColor(color).stroke();
}

function header(doc: Doc, content: InvoicePdfContent): number {
  write(doc, content.company.name, PAGE.margin, PAGE.margin, { size: 22, bold: true });
  let y = PAGE.margin + 32;
  for (const line of content.company.address) {
    y += write(doc, line, PAGE.margin, y, { size: 9, color: MUTED, width: 250 });
  }
  write(doc, 'INVOICE', 345, PAGE.margin, { size: 20, bold: true, width: 200, align: 'right' });
  const facts: [string, string][] = [
    ['Invoice number', content.number],
    ['Issued', content.issuedOn],
    ['Last updated', content.updatedOn],
    ['Status', content.status],
  ];
  let right = PAGE.margin + 32;
  for (const [label, value] of facts) {
    write(doc, label, 345, right, { size: 9, color: MUTED, width: 95 });
    right += write(doc, value, 440, right, {
      size: 9,
      bold: label === 'Status',
      width: 105,
      align: 'right',
    });
  }
  y = Math.max(y, right) + 22;
  write(doc, 'BILL TO', PAGE.margin, y, { size: 8, bold: true, color: MUTED });
  y += 13;
  y += write(doc, content.customer.name, PAGE.margin, y, { size: 11, bold: true, width: 300 });
  if (content.customer.email)
    y += write(doc, content.customer.email, PAGE.margin, y, { size: 10, width: 300 });
  return y + 22;
}

function tableHeader(doc: Doc, y: number): number {
  const options = { size: 8, bold: true, color: MUTED };
  write(doc, 'DESCRIPTION', COLUMNS.description, y, { ...options, width: 270 });
  write(doc, 'QTY', COLUMNS.quantity, y, { ...options, width: 35, align: 'right' });
  write(doc, 'UNIT PRICE', COLUMNS.unit, y, { ...options, width: 80, align: 'right' });
  write(doc, 'AMOUNT', COLUMNS.amount, y, { ...options, width: 80, align: 'right' });
  rule(doc, y + 14, INK);
  return y + 22;
}

function lines(doc: Doc, content: InvoicePdfContent, top: number): number {
  let y = tableHeader(doc, top);
  for (const line of content.lines) {
    use(doc, line.description, 10);
    const height = Math.max(doc.heightOfString(line.description, { width: 270, lineGap: 1 }), 14);
    if (y + height > PAGE.height - PAGE.margin - 40) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
    }
    write(doc, line.description, COLUMNS.description, y, { width: 270 });
    write(doc, line.quantity, COLUMNS.quantity, y, { width: 35, align: 'right' });
    writeRight(doc, line.unit, COLUMNS.amount - 10, y, 80);
    writeRight(doc, line.amount, COLUMNS.end, y, 80);
    y += height + 8;
    rule(doc, y - 4);
  }
  return y + 8;
}

function totals(doc: Doc, content: InvoicePdfContent, top: number): void {
  let y = top;
  if (y > PAGE.height - PAGE.margin - 150) {
    doc.addPage();
    y = PAGE.margin;
  }
  const rows: [string, string, boolean][] = [
    ['Total', content.total, false],
    ['Amount paid', content.paid, false],
    // A refund: what came back and what the invoice keeps, so the column adds up.
    ...(content.refund
      ? ([
          ['Refunded', content.refund.refunded, false],
          ['Net paid', content.refund.netPaid, false],
        ] as [string, string, boolean][])
      : []),
    ['Balance due', content.due, true],
  ];
  for (const [label, value, strong] of rows) {
    if (strong) {
      rule(doc, y - 4, INK);
      y += 4;
    }
    write(doc, label, 345, y, { size: strong ? 12 : 10, bold: strong, width: 110 });
    writeRight(doc, value, COLUMNS.end, y, 120, strong ? 12 : 10);
    y += strong ? 22 : 17;
  }
  write(
    doc,
    `Amounts in ${content.currency}. Pay from your Crossport dashboard; thank you for shopping with us.`,
    PAGE.margin,
    PAGE.height - PAGE.margin - 20,
    { size: 8, color: MUTED },
  );
}

/** Lays an invoice out on A4 pages and answers the PDF's bytes. */
export function renderInvoicePdf(content: InvoicePdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Invoice ${content.number}`, Author: content.company.name },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, FONTS + file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  totals(doc, content, lines(doc, content, header(doc, content)));
  doc.end();
  return done;
}
