/**
 * Merchant-side purchase events (issue 13): a register records a paid sale as a printed receipt, which the member
 * claims for points, stamps and cashback (POST /receipts/claim); ordering records paid orders the same way.
 */
import * as T from '@sinclair/typebox';
import { DataOf } from './common';
import { defineEndpoint } from './endpoint';
import { AmountInput } from './money';
import { PrintedReceipt } from './receipts';
import { IdempotencyHeaders, RegisterHeaders } from './wallet';

export const recordReceiptAtRegister = defineEndpoint({
  method: 'POST',
  path: '/registers/receipts',
  summary:
    "Record a paid sale at this register's merchant: answers the printed receipt's codes (redeem id, reference id, receipt number, QR JSON) the member claims it by; idempotent per register and key",
  tags: ['register-payment'],
  auth: 'public',
  headers: T.Composite([RegisterHeaders, IdempotencyHeaders]),
  body: T.Object(
    { total: AmountInput({ description: 'The sale total, e.g. "24.50"' }) },
    { additionalProperties: false },
  ),
  response: DataOf(PrintedReceipt),
  successStatus: 201,
});
