import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as cartApi from '../../../shared/api/ordering-cart';
import * as api from '../../../shared/api/orders';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { callerOf } from '../carts/routes';
import { menuOrderPaid } from './paid-by-card';
import { placeOrder } from './placement';
import { findReceiptFonts, type ReceiptFonts } from './receipt-fonts';
import { receiptHolderOf, receiptLinkToken } from './receipt-link';
import { receiptPdf } from './receipt-pdf';
import { cancelOrder, getOrder, listOrders, passToCounter, reorder } from './service';

const ownerOf = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: sessionOf(request).user.id });

/**
 * Placement, order detail, history, pass to counter, cancel, reorder and the PDF receipt (seed 002 §2, §4, §7).
 * `distDir`: the built tenant apps, whose icon the receipt prints.
 */
export async function orderRoutes(app: FastifyInstance, options: { distDir?: string }) {
  const { ctx } = app;
  const fonts = findReceiptFonts();
  if (!fonts.cjk)
    app.log.warn(
      `Receipts print without Chinese: Noto Sans CJK not found (install fonts-noto-cjk or set LIVERY_RECEIPT_FONT_DIR); using ${fonts.regular.face}`,
    );
  // A declined card leaves the order payable with another card or provider (failsWithPayment: false).
  ctx.payments.whenPaid('menu', menuOrderPaid(ctx), { failsWithPayment: false });

  route(app, cartApi.placeOrder, async (request) => ({
    data: await placeOrder(ctx, { ...callerOf(request), tenant: request.tenant }, request.params.outletId, {
      ...request.body,
      idempotencyKey: request.headers['idempotency-key'],
    }),
  }));

  route(app, api.listMyOrders, async (request) =>
    listOrders(ctx, ownerOf(request), request.query.offset, request.query.limit),
  );

  route(app, api.getOrder, async (request) => ({
    data: await getOrder(ctx, ownerOf(request), request.params.orderId),
  }));

  route(app, api.passOrderToCounter, async (request) => ({
    data: await passToCounter(ctx, ownerOf(request), request.params.orderId),
  }));

  route(app, api.cancelOrder, async (request) => ({
    data: await cancelOrder(ctx, ownerOf(request), request.params.orderId),
  }));

  route(app, api.reorder, async (request) =>
    reorder(ctx, callerOf(request), request.params.orderId, request.body.force ?? false),
  );

  receiptRoutes(app, fonts, options.distDir);
}

/** The receipt link and the receipt it opens (owner only: any other order is as absent as an unknown id). */
function receiptRoutes(app: FastifyInstance, fonts: ReceiptFonts, distDir: string | undefined) {
  const { ctx } = app;
  route(app, api.getReceiptLink, async (request) => {
    const owner = ownerOf(request);
    const order = await getOrder(ctx, owner, request.params.orderId);
    const holder = { ...owner, sessionId: sessionOf(request).sessionId };
    const token = await receiptLinkToken(ctx.db, holder, order._id, ctx.clock());
    return { data: { url: `/api/orders/${encodeURIComponent(order._id)}/download-receipt?token=${token}` } };
  });

  route(app, api.downloadReceipt, async (request, reply) => {
    const { orderId } = request.params;
    const holder = await receiptHolderOf(ctx.db, request.query.token, request.tenant.id, orderId, ctx.clock());
    if (!holder)
      throw new AppError(
        404,
        'RECEIPT_LINK_INVALID',
        'This receipt link has expired: tap Download receipt again',
        'token',
      );
    const order = await getOrder(ctx, holder, orderId);
    const pdf = await receiptPdf({
      order,
      tenant: { name: request.tenant.name, brandColor: request.tenant.brand.color },
      logo: await tenantIcon(distDir, request.tenant.id),
      fonts,
      printedAt: ctx.clock(),
    });
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="receipt-${order.dailyOrderNumber}.pdf"`)
      .header('cache-control', 'no-store');
    return pdf;
  });
}

/** The tenant's built app icon (PNG: pdfkit draws no SVG); none before the tenant's first build. */
async function tenantIcon(distDir: string | undefined, tenantId: string): Promise<Buffer | undefined> {
  if (!distDir) return undefined;
  return readFile(path.join(distDir, tenantId, 'icons', 'icon-192.png')).catch(() => undefined);
}
