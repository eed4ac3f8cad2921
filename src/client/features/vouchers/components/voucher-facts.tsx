import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../shared/rules';
import type { VoucherDetail, VoucherValue } from '../../../api/vouchers';
import { useDateFormat } from '../../../i18n/format-date';
import { useTenant } from '../../../tenant/tenant-context';
import { TYPE_LABELS } from '../lib/voucher-labels';
import { voucherMessages as m } from '../messages';

/** What a value is worth: money off, or a percent for percent vouchers. */
export function useValueText(voucher: Pick<VoucherDetail, 'voucherValueType'>) {
  const intl = useIntl();
  const { currency } = useTenant();
  return (value: VoucherValue) =>
    voucher.voucherValueType === 'percent'
      ? intl.formatMessage(m.percentOff, { percent: value.value })
      : formatAmount(value.value, currency.symbol);
}

/** A value's prices: points and/or store credit. */
export function usePriceText() {
  const intl = useIntl();
  const { currency } = useTenant();
  return (value: VoucherValue) =>
    [
      value.pointAmount !== null ? intl.formatMessage(m.costPoints, { points: value.pointAmount }) : null,
      value.price > 0 ? formatAmount(value.price, currency.symbol) : null,
    ]
      .filter(Boolean)
      .join(` ${intl.formatMessage(m.or)} `);
}

/**
 * The detail's facts (seed 001 §2, §4): type, the state line (available from a date, valid for N days after issue,
 * valid until a date), what is left of the total, and each value with its price (not for a held copy).
 */
export function VoucherFacts({ voucher, held }: { voucher: VoucherDetail; held: boolean }) {
  const intl = useIntl();
  const format = useDateFormat();
  const valueText = useValueText(voucher);
  const priceText = usePriceText();
  const stateLine =
    voucher.state === 'notYetAvailable' && voucher.startDate
      ? intl.formatMessage(m.stateNotYet, { date: format.date(voucher.startDate) })
      : voucher.state === 'validForDays' && voucher.validityInDays !== null
        ? intl.formatMessage(m.stateValidFor, { days: voucher.validityInDays })
        : voucher.expiryDate
          ? intl.formatMessage(m.stateUntil, { date: format.date(voucher.expiryDate) })
          : intl.formatMessage(m.stateAlways);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Chip size="small" label={intl.formatMessage(TYPE_LABELS[voucher.voucherType])} />
        {voucher.voucherEvent && <Chip size="small" variant="outlined" label={voucher.voucherEvent} />}
        {!held && voucher.marginBalance !== null && voucher.marginBalance > 0 && (
          <Chip size="small" color="warning" label={intl.formatMessage(m.left, { count: voucher.marginBalance })} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="voucher-state">
        {stateLine}
      </Typography>
      {voucher.values.map((value) => {
        // A held copy is already paid for: its head shows what it is worth, not what it costs.
        const price = held ? null : priceText(value);
        return (
          <Box
            key={value._id}
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
          >
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {valueText(value)}
            </Typography>
            {price && (
              <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main', textAlign: 'right' }}>
                {price}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
