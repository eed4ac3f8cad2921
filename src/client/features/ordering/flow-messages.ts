import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../i18n/descriptors';

/**
 * The outlet list's wording (seed 002 §2, flow pages 0–1) and the load states it shares with the menu. Apart from the
 * rest of ./messages.ts for the reason ./menu-messages.ts gives: the outlet list loads these and nothing else.
 */
const defined = defineMessages({
  catalogueTitle: {
    id: 'ordering.flow.catalogueTitle',
    defaultMessage: 'Our restaurants',
    description: 'Food layout, page 0 (the catalogue): heading of the outlet cards',
  },
  branchTitle: {
    id: 'ordering.flow.branchTitle',
    defaultMessage: 'Select a branch',
    description: 'Retail layout, page 0 (branch selection): heading of the branch list',
  },
  viewMenu: { id: 'ordering.flow.viewMenu', defaultMessage: 'View menu', description: 'Food outlet card action' },
  shopHere: { id: 'ordering.flow.shopHere', defaultMessage: 'Shop here', description: 'Retail branch card action' },
  notOrdering: {
    id: 'ordering.flow.notOrdering',
    defaultMessage: 'Menu only',
    description: 'Outlet card chip: the outlet shows its menu but takes no orders (isOrder off)',
  },
  noOutlets: {
    id: 'ordering.flow.noOutlets',
    defaultMessage: 'No outlet takes orders right now.',
    description: 'Page 0 with no ordering outlet',
  },
  outletMissing: { id: 'ordering.flow.outletMissing', defaultMessage: 'Outlet did not exist', description: 'seed' },
  retry: { id: 'ordering.retry', defaultMessage: 'Try again', description: 'Retry button of a load error' },
  loading: { id: 'ordering.loading', defaultMessage: 'Loading', description: 'Accessible label of a spinner' },
});

export const flowMessages: Descriptors<typeof defined> = defined;
