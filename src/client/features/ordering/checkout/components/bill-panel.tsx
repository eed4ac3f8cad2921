import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Cart } from '../../../../api/ordering-cart';
import { fromCents, toCents } from '../../../../../shared/rules/money';
import { useMoney } from '../../hooks/use-money';
import { shownTable } from '../lib/checkout';
import { checkoutMessages as m } from '../checkout-messages';
import { PlainDivider } from '../../../../components/plain-divider';

const cents = (amount: string) => toCents(amount) ?? 0;

/** Money of the bill a line shows only when it is not zero (seed 002 §9 'missing values show 0' for the totals). */
const isZero = (amount: string) => cents(amount) === 0;

export interface BillRewards {
  creditCents: number;
  pointValueCents: number;
  dueCents: number;
}

/**
 * The bill (seed 002 §2 bill panel): table number, subtotal, discount, vouchers, service charge, one line per tax by
 * display name, delivery fee, then the points and store credit entered and the due amount. Price rules and vouchers
 * both sit in the server's discount; the voucher part is its VOUCHER entries, the rest is shown as Discount.
 */
export function BillPanel({
  tableNumber,
  total,
  discountList,
  rewards,
  children,
}: {
  tableNumber: string | null;
  total: Cart['total'];
  discountList: Cart['discountList'];
  rewards?: BillRewards;
  /** Lines after the total (an order's payments). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const money = useMoney();
  const voucherCents = discountList
    .filter((entry) => entry.discount_code === 'VOUCHER')
    .reduce((sum, entry) => sum + cents(entry.discounted_amount), 0);
  const otherDiscount = fromCents(Math.max(0, cents(total.discount) - voucherCents));
  const table = shownTable(tableNumber);
  return (
    <Stack spacing={0.75} component="section" aria-label={intl.formatMessage(m.bill)} data-testid="bill">
      {table && <BillLine label={intl.formatMessage(m.tableNumber)} value={table} />}
      <BillLine label={intl.formatMessage(m.subtotal)} value={money(total.total_price)} />
      {!isZero(otherDiscount) && <BillLine label={intl.formatMessage(m.discount)} value={`−${money(otherDiscount)}`} />}
      {voucherCents > 0 && (
        <BillLine label={intl.formatMessage(m.vouchers)} value={`−${money(fromCents(voucherCents))}`} />
      )}
      {!isZero(total.service_charge) && (
        <BillLine label={intl.formatMessage(m.serviceCharge)} value={money(total.service_charge)} />
      )}
      {total.tax.map((tax) => (
        <BillLine
          key={tax.display_name}
          label={tax.isInclusive ? intl.formatMessage(m.taxIncluded, { name: tax.display_name }) : tax.display_name}
          value={money(tax.tax_amount)}
        />
      ))}
      {!isZero(total.delivery_fee) && (
        <BillLine label={intl.formatMessage(m.deliveryFee)} value={money(total.delivery_fee)} />
      )}
      <PlainDivider />
      <BillLine strong label={intl.formatMessage(m.total)} value={money(total.final_price)} />
      {rewards && rewards.pointValueCents > 0 && (
        <BillLine label={intl.formatMessage(m.points)} value={`−${money(fromCents(rewards.pointValueCents))}`} />
      )}
      {rewards && rewards.creditCents > 0 && (
        <BillLine label={intl.formatMessage(m.storeCredit)} value={`−${money(fromCents(rewards.creditCents))}`} />
      )}
      {rewards && (
        <BillLine
          strong
          label={intl.formatMessage(m.dueAmount)}
          value={money(fromCents(rewards.dueCents))}
          testId="due"
        />
      )}
      {children}
    </Stack>
  );
}

export function BillLine({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }} data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Stack>
  );
}
