import { useIntl } from 'react-intl';
import { useTenant } from '../../../tenant/tenant-context';
import { useProgramActivity } from '../../../api/wallet';
import type { PointUnit } from '../lib/amounts';
import { walletMessages as m } from '../messages';
import { EntryList } from './entry-list';

/** A program's Activity tab (seed 001 §2 screen 4): the member's entries in it, 10 a page. Loaded lazily. */
export default function ProgramActivity({ programId, unit }: { programId: string; unit: PointUnit }) {
  const intl = useIntl();
  const { currency } = useTenant();
  const query = useProgramActivity(programId);
  return (
    <EntryList query={query} unit={unit} currencySymbol={currency.symbol} label={intl.formatMessage(m.activityTitle)} />
  );
}
