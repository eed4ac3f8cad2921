/**
 * The PDF receipt of a menu order (seed 002 §2 order detail 'download receipt'): the tenant's name in its brand colour
 * with its logo, the order number and date, each item with its modifiers and bundle picks, the bill (service charge,
 * one line per tax, delivery fee), the payments and the total. Drawn with pdfkit in one column on A6-wide paper.
 */
import type PDFDocument from 'pdfkit';
import type { Order } from '../../../shared/api/orders';
import type { LocalisedText } from '../../../shared/api/products';
import { fontBytes, type ReceiptFonts } from './receipt-fonts';
import { onFirstUse } from '../../lib/on-first-use';

export interface ReceiptInput {
  order: Order;
  tenant: { name: string; brandColor: string };
  /** The tenant's built app icon (PNG), when it has been built. */
  logo?: Buffer;
  fonts: ReceiptFonts;
  /** When the receipt is printed: its footer says so. */
  printedAt: Date;
}

const WIDTH = 298; // A6 width in points (105 mm)
const MARGIN = 20;
const INNER = WIDTH - 2 * MARGIN;
const GREY = '#5f6368';

/** pdfkit, loaded on first use so the server and every test file start without it. Its default export is the class. */
const loadPdfKit = onFirstUse(() => import('pdfkit').then((pdf): typeof PDFDocument => pdf.default));

/** The names a line shows: English first, then the other languages it carries (Mongolian, Chinese). */
const namesOf = (text: LocalisedText) =>
  [text.en_US, text.mn_MN, text.zh_CN].filter((name, i, all): name is string => !!name && all.indexOf(name) === i);

/** Local date and time of the order at its outlet, e.g. "2026-12-01 10:00". */
function outletTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export async function receiptPdf(input: ReceiptInput): Promise<Buffer> {
  const { order, tenant, fonts } = input;
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: [WIDTH, 842],
    margin: MARGIN,
    // The title names the order, so a saved file (and a search of the file) finds it by number.
    info: { Title: `${tenant.name} receipt, order #${order.dailyOrderNumber}`, Author: tenant.name },
  });
  for (const [name, font] of [
    ['regular', fonts.regular],
    ['bold', fonts.bold],
    ['fallback-regular', fonts.fallback?.regular],
    ['fallback-bold', fonts.fallback?.bold],
  ] as const)
    // The face is named only inside a collection: for a single font file, fontkit would read it as a variation.
    if (font?.file) doc.registerFont(name, fontBytes(font.file), font.file.endsWith('.ttc') ? font.face : undefined);
    else if (font) doc.registerFont(name, font.face);
  const write = textWriter(doc, fonts.fallback !== null);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const money = (amount: string) => `${order.currency} ${amount}`;
  const row = (label: string, value: string, options: { bold?: boolean; indent?: number; color?: string } = {}) => {
    const y = doc.y;
    const indent = options.indent ?? 0;
    const weight = options.bold ? 'bold' : 'regular';
    doc.fillColor(options.color ?? 'black');
    write(label, weight, { x: MARGIN + indent, y, width: INNER - indent - 80 });
    const after = doc.y;
    doc.font(weight).text(value, MARGIN, y, { width: INNER, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(WIDTH - MARGIN, doc.y)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.moveDown(0.4);
  };

  // Header: logo and the tenant's name in its colour.
  const top = doc.y;
  if (input.logo) doc.image(input.logo, MARGIN, top, { width: 36, height: 36 });
  const nameX = input.logo ? MARGIN + 46 : MARGIN;
  doc.fontSize(16).fillColor(tenant.brandColor);
  write(tenant.name, 'bold', { x: nameX, y: top + (input.logo ? 8 : 0), width: WIDTH - MARGIN - nameX });
  doc.y = Math.max(doc.y, top + 40);
  doc.x = MARGIN;
  doc.fontSize(9).fillColor(GREY);
  write(`${order.merchant.name} · ${order.outlet.name}`, 'regular', { width: INNER });
  if (order.outlet.addressLine) write(order.outlet.addressLine, 'regular', { width: INNER });
  rule();

  doc.font('bold').fontSize(14).fillColor('black').text(`Order #${order.dailyOrderNumber}`, { width: INNER });
  doc.font('regular').fontSize(9);
  row('Date', outletTime(order.createdAt, order.outlet.timeZone));
  row('Status', `${order.statusText} · ${order.paymentStatus}`);
  if (order.tableNumber) row('Table', order.tableNumber);
  if (order.pagerNumber) row('Pager', order.pagerNumber);
  rule();

  doc.fontSize(10);
  for (const item of order.items) {
    const [name, ...otherNames] = namesOf(item.product.name);
    row(`${item.quantity} × ${name}`, money(item.total), { bold: true });
    doc.fontSize(8);
    for (const other of otherNames) row(other, '', { indent: 12, color: GREY });
    for (const modifier of item.modifier_list)
      for (const value of modifier.modifier_value_list)
        row(`${value.quantity > 1 ? `${value.quantity} × ` : ''}${namesOf(value.display_name).join(' / ')}`, '', {
          indent: 12,
          color: GREY,
        });
    for (const bundled of item.bundled_item_list)
      for (const pick of bundled.product_list)
        row(`${pick.quantity} × ${namesOf(pick.name).join(' / ')}`, '', { indent: 12, color: GREY });
    if (Number(item.discount) > 0) row('Discount', `-${money(item.discount)}`, { indent: 12, color: GREY });
    doc.fontSize(10);
  }
  rule();

  const { total } = order;
  row('Subtotal', money(total.total_price));
  if (Number(total.discount) > 0) row('Discount', `-${money(total.discount)}`);
  if (Number(total.service_charge) > 0) row('Service charge', money(total.service_charge));
  for (const tax of total.tax)
    row(tax.isInclusive ? `${tax.display_name} (included)` : tax.display_name, money(tax.tax_amount));
  if (Number(total.delivery_fee) > 0) row('Delivery fee', money(total.delivery_fee));
  doc.fontSize(12);
  row('Total', money(total.final_price), { bold: true });
  doc.fontSize(10);
  if (order.payments.length > 0) {
    rule();
    for (const payment of order.payments) row(`${payment.label} (${payment.status})`, money(payment.amount));
  }
  row('Paid', money(order.paidAmount), { bold: true });
  if (Number(total.due) > 0) row('Due', money(total.due), { bold: true, color: '#b3261e' });
  rule();
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(GREY)
    .text(`Order ${order._id} · printed ${input.printedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`, {
      width: INNER,
    });
  doc.end();
  return done;
}

type Weight = 'regular' | 'bold';
interface Place {
  x?: number;
  y?: number;
  width: number;
}
/** The part of a loaded pdfkit font this file asks: whether the face has a glyph (pdfkit keeps it as `_font.font`). */
type LoadedFace = { _font: { font: { hasGlyphForCodePoint(codePoint: number): boolean } } };

/**
 * Writes text in the main font, switching to the fallback font for each run of letters the main one lacks (pdfkit
 * has no font fallback of its own): one wrapped paragraph of continued runs.
 */
function textWriter(doc: PDFKit.PDFDocument, hasFallback: boolean) {
  const covers = (weight: Weight, char: string) =>
    (doc.font(weight) as unknown as LoadedFace)._font.font.hasGlyphForCodePoint(char.codePointAt(0)!);
  return (text: string, weight: Weight, place: Place) => {
    const runs: { font: string; text: string }[] = [];
    for (const char of text) {
      const font = !hasFallback || /\s/.test(char) || covers(weight, char) ? weight : `fallback-${weight}`;
      const last = runs.at(-1);
      if (last?.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    if (runs.length === 0) return;
    runs.forEach((run, i) => {
      const options = { width: place.width, continued: i < runs.length - 1 };
      doc.font(run.font);
      if (i === 0 && place.x !== undefined) doc.text(run.text, place.x, place.y, options);
      else doc.text(run.text, options);
    });
  };
}
