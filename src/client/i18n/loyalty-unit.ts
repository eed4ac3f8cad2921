import { defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';

const messages = defineMessages({
  points: { id: 'loyalty.unit.points', defaultMessage: 'Points', description: 'Default name of loyalty points' },
  credit: {
    id: 'loyalty.unit.credit',
    defaultMessage: 'Credit',
    description: 'Default name of a credit-type loyalty unit',
  },
});

/**
 * The names the platform gives a loyalty unit when the merchant sets none (src/server/tenancy/sync-tenants.ts and
 * the demo seed write them as plain English). Only these are translated; a merchant's own name ("Beans",
 * "Stars") is its brand and shows as it is in every language.
 */
const DEFAULT_NAMES: Record<string, keyof typeof messages> = {
  '': 'points',
  points: 'points',
  point: 'points',
  credit: 'credit',
  credits: 'credit',
};

/** The unit's name in the current language: translated when it is the platform default, else the merchant's. */
export function loyaltyUnitName(intl: Pick<IntlShape, 'formatMessage'>, unit: { name?: string | null }): string {
  const name = (unit.name ?? '').trim();
  const fallback = DEFAULT_NAMES[name.toLowerCase()];
  return fallback ? intl.formatMessage(messages[fallback]) : name;
}
