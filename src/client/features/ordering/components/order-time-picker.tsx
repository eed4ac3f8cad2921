import { useState } from 'react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import type { OrderMode } from '../../../../shared/constants/ordering';
import { isNowOfferedAt } from '../../../../shared/rules/ordering/now-offered';
import type { OrderOutlet } from '../../../api/ordering-catalogue';
import { menuMessages as m } from '../menu-messages';
import { ScheduleIcon } from './icons';
import { OrderTimeDialog } from './lazy-overlays';

/**
 * The order time (seed 002 §2, §4): a button showing NOW or the chosen date and time; it opens the dates-and-slots
 * dialog (order-time-dialog.tsx), loaded on the first tap.
 */
export function OrderTimePicker({
  outlet,
  mode,
  estimatedDate,
  disabled,
  onChoose,
}: {
  outlet: OrderOutlet;
  mode: OrderMode;
  estimatedDate: string | null;
  disabled: boolean;
  onChoose: (estimatedDate: string | null) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [now] = useState(() => new Date());
  // With no time chosen the cart is NOW; where NOW is not offered (a time-range outlet, later hours) it asks for a
  // slot instead of showing a NOW the server would refuse at placement (412). Asked of slots.ts, not of the dialog's
  // order dates: the menu's first load then does without order-time.ts, which only the dialog needs.
  const nowOffered = isNowOfferedAt(outlet, mode, now);
  const current = estimatedDate ?? intl.formatMessage(nowOffered ? m.now : m.chooseTime);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ScheduleIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={`${intl.formatMessage(m.timeLabel)}: ${current}`}
        data-testid="order-time"
      >
        {current}
      </Button>
      <OrderTimeDialog
        open={open}
        outlet={outlet}
        mode={mode}
        now={now}
        estimatedDate={estimatedDate}
        onChoose={onChoose}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
