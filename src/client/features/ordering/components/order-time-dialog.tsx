import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { OrderMode } from '../../../../shared/constants/ordering';
import { orderDates, type OrderDate } from '../../../../shared/rules/ordering/order-time';
import { readEstimatedDate } from '../../../../shared/rules/ordering/outlet-clock';
import type { OrderOutlet } from '../../../api/ordering-catalogue';
import { orderingMessages as m } from '../messages';

/** 'Wed, 25 Nov' of an outlet day (the day number is already the outlet's own date: read it in UTC). */
function dayLabel(locale: string, date: OrderDate) {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date.date}T00:00:00Z`),
  );
}

/**
 * The order time picker's dialog (seed 002 §2, §4): the order dates (paddingDay or tomorrow … advancedOrderMaxDays)
 * and the chosen day's slots, NOW where offered. Choosing today picks NOW where it is offered; choosing another day
 * picks its first slot. A day without slots says 'The working hours are over'. The dates and slots come from the
 * shared rules (src/shared/rules/ordering/order-time.ts), at the picker's `now`.
 */
export function OrderTimeDialog({
  open,
  outlet,
  mode,
  now,
  estimatedDate,
  onChoose,
  onClose,
}: {
  open: boolean;
  outlet: OrderOutlet;
  mode: OrderMode;
  now: Date;
  estimatedDate: string | null;
  onChoose: (estimatedDate: string | null) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const dates = open ? orderDates(outlet, mode, now) : [];
  const chosenDay = estimatedDate ? readEstimatedDate(estimatedDate)?.dayNumber : undefined;
  const [dayNumber, setDayNumber] = useState<number | null>(null);
  const day = dates.find((date) => date.dayNumber === (dayNumber ?? chosenDay)) ?? dates[0];
  const choose = (value: string | null) => {
    onChoose(value);
    onClose();
  };
  const pickDay = (date: OrderDate) => {
    setDayNumber(date.dayNumber);
    if (date.isToday && date.isNowOffered) choose(null);
    else if (!date.isToday && date.slots[0]) choose(date.slots[0].value);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{intl.formatMessage(m.timeLabel)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h3">
            {intl.formatMessage(m.orderDate)}
          </Typography>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
            role="group"
            aria-label={intl.formatMessage(m.orderDate)}
          >
            {dates.map((date) => (
              <Chip
                key={date.dayNumber}
                label={date.isToday ? intl.formatMessage(m.today) : dayLabel(intl.locale, date)}
                color={day?.dayNumber === date.dayNumber ? 'primary' : 'default'}
                variant={day?.dayNumber === date.dayNumber ? 'filled' : 'outlined'}
                aria-pressed={day?.dayNumber === date.dayNumber}
                onClick={() => pickDay(date)}
              />
            ))}
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {intl.formatMessage(m.orderTime)}
          </Typography>
          {day && !day.isNowOffered && day.slots.length === 0 ? (
            <Alert severity="info">{intl.formatMessage(m.workingHoursOver)}</Alert>
          ) : (
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1 }}
              role="group"
              aria-label={intl.formatMessage(m.orderTime)}
            >
              {day?.isNowOffered && (
                <Chip
                  label={intl.formatMessage(m.now)}
                  color={estimatedDate === null ? 'primary' : 'default'}
                  aria-pressed={estimatedDate === null}
                  onClick={() => choose(null)}
                />
              )}
              {day?.slots.map((slot) => (
                <Chip
                  key={slot.value}
                  label={slot.label}
                  color={estimatedDate === slot.value ? 'primary' : 'default'}
                  variant={estimatedDate === slot.value ? 'filled' : 'outlined'}
                  aria-pressed={estimatedDate === slot.value}
                  onClick={() => choose(slot.value)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
