import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../i18n/descriptors';

/**
 * The toasts of a refused cart call (seed 002 §8), word for word. Apart from ./menu-messages.ts because the menu loads
 * them only when a write is refused (with ./lib/order-error.ts), not on its first screen; ./messages.ts merges them.
 */
const defined = defineMessages({
  addFailed: { id: 'ordering.add.failed', defaultMessage: 'Error adding products to cart', description: 'seed' },
  notAvailable: { id: 'ordering.add.notAvailable', defaultMessage: 'product is not avialable', description: 'seed' },
  quantityOrTimeEnded: {
    id: 'ordering.add.quantityOrTimeEnded',
    defaultMessage: "Either this product's quantity or end time has ended",
    description: 'seed',
  },
});

export const refusalMessages: Descriptors<typeof defined> = defined;
