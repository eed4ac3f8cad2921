import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pointsFor } from '../../modules/receipts/points';
import { demoReceiptCodes, demoReceipts } from './seed-receipts';

const ROOT = join(__dirname, '../../../..');

/** The demo receipt rows of docs/api.md: tenant, receipt number, printed QR JSON and redeem id. */
function documentedReceipts() {
  const row = /^\| (\S+) +\| (A-\d{3}) +\| `(\{[^`]+\})` +\| `([^`]+)` +\|$/;
  return readFileSync(join(ROOT, 'docs/api.md'), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = row.exec(line);
      return match ? [{ tenant: match[1], number: match[2], qr: JSON.parse(match[3]) as unknown, id: match[4] }] : [];
    });
}

describe('demo receipts', () => {
  it('are listed in docs/api.md with the printed codes the seed gives every sample tenant', () => {
    const tenants = readdirSync(join(ROOT, 'tenants'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const expected = tenants.flatMap((tenant) =>
      demoReceiptCodes(tenant).map((r) => ({
        tenant,
        number: r.orderNumber,
        qr: { x: r.referenceId, y: r.orderNumber },
        id: r.id,
      })),
    );
    expect(tenants.length).toBeGreaterThan(0);
    expect(documentedReceipts()).toEqual(expected);
  });

  it('carry those codes and earn pointsFor their total', () => {
    const receipts = demoReceipts({ id: 'brew-lane', layout: 'food' }, new Map());
    expect(receipts.map(({ id, referenceId, orderNumber }) => ({ id, referenceId, orderNumber }))).toEqual(
      demoReceiptCodes('brew-lane'),
    );
    for (const receipt of receipts) expect(receipt.points).toBe(String(pointsFor(Number(receipt.totalAmount))));
  });
});
