import { useIntl } from 'react-intl';
import type { OpenState } from '../../../../shared/rules';
import { Tag } from '../../../components/tag';
import { merchantMessages as m } from '../messages';

const LABELS = { open: m.openNow, closed: m.closedNow, unavailable: m.notAvailable } as const;
const COLORS = { open: 'success', closed: 'default', unavailable: 'default' } as const;

/** 'Open now', 'Closed now' or 'Not available' (seed 000 section 2), from openState of today's hours. */
export function OpenStateLabel({ state }: { state: OpenState }) {
  const intl = useIntl();
  return (
    <Tag
      color={COLORS[state]}
      variant={state === 'open' ? 'filled' : 'outlined'}
      label={intl.formatMessage(LABELS[state])}
      data-testid="open-state"
      data-state={state}
    />
  );
}
