import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { FlexStack } from '../../../../components/flex-stack';
import { fromCents } from '../../../../../shared/rules/money';
import type { DeliveryLock } from '../../../../../shared/rules/ordering/delivery-lock';
import { useMoney } from '../../hooks/use-money';
import { cartMessages as m } from '../messages';
import { ProgressLine } from './progress-line';

/** '$ X to unlock Delivery !' with the total's progress to the minimum, capped at 100 % (seed 002 §5). */
export function DeliveryLockBar({ lock }: { lock: DeliveryLock }) {
  const intl = useIntl();
  const money = useMoney();
  if (!lock.isLocked) return null;
  return (
    <FlexStack spacing={1} data-testid="delivery-lock">
      <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }}>
        {intl.formatMessage(m.unlockDelivery, { amount: money(fromCents(lock.shortfallCents)) })}
      </Typography>
      <ProgressLine
        value={lock.progressPercent}
        aria-label={intl.formatMessage(m.deliveryProgress)}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </FlexStack>
  );
}
