import { openState } from '../../../../shared/rules';
import type { OpenState, WorkingHours } from '../../../../shared/rules';

/**
 * A merchant's state in a list, from its outlets' hours today (seed 000 section 4): open when any outlet is open
 * now, closed when at least one outlet has hours today and none is open, otherwise not available.
 */
export function merchantOpenState(
  outlets: readonly { workingHours?: WorkingHours | null }[] | undefined,
  now: Date,
): OpenState {
  const states = (outlets ?? []).map((outlet) => openState(outlet.workingHours, now));
  if (states.includes('open')) return 'open';
  return states.includes('closed') ? 'closed' : 'unavailable';
}
