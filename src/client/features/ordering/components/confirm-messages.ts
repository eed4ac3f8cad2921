import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../../i18n/descriptors';

/**
 * The wording of the ordering screens' confirmations (seed 002 §2, §4, §5): apart from the screens' messages because it
 * loads with the confirmation dialog (issue 14), and a module's whole message object ships with any screen that reads
 * one of them. A screen names the confirmation; the dialog words it. Descriptions marked "seed" are word for word from
 * the spec.
 */
const defined = defineMessages({
  pickUpConfirmTitle: {
    id: 'ordering.mode.pickUpConfirmTitle',
    defaultMessage: 'Switch to pick up?',
    description: 'Pick-up confirmation dialog title (seed §4: switching to pick_up asks for confirmation)',
  },
  pickUpConfirmBody: {
    id: 'ordering.mode.pickUpConfirmBody',
    defaultMessage: 'You will collect your order at {outlet}.',
    description: 'Pick-up confirmation dialog text',
  },
  removeTableTitle: {
    id: 'ordering.mode.removeTableTitle',
    defaultMessage: 'Remove table number?',
    description: 'Remove-table-number confirmation title (seed §2)',
  },
  removeTableBody: {
    id: 'ordering.mode.removeTableBody',
    defaultMessage: 'Table {table} will no longer be on your order.',
    description: 'Remove-table-number confirmation text',
  },
  changeBranchTitle: {
    id: 'ordering.mode.changeBranchTitle',
    defaultMessage: 'Change branch?',
    description: 'Change-branch confirmation title (seed §4)',
  },
  changeBranchBody: {
    id: 'ordering.mode.changeBranchBody',
    defaultMessage: 'Your cart will be emptied.',
    description: 'Change-branch confirmation text: a filled cart is emptied',
  },
  deleteTitle: { id: 'orderingCart.deleteTitle', defaultMessage: 'Remove item', description: 'Delete dialog title' },
  deleteConfirm: {
    id: 'orderingCart.deleteConfirm',
    defaultMessage: 'Are you sure to delete item!',
    description: 'seed',
  },
});

const m: Descriptors<typeof defined> = defined;

/** Each confirmation's title and text: pick-up and remove table (order mode), change branch (menu), delete a line (cart). */
export const confirmations = {
  pickUp: { title: m.pickUpConfirmTitle, text: m.pickUpConfirmBody },
  removeTable: { title: m.removeTableTitle, text: m.removeTableBody },
  changeBranch: { title: m.changeBranchTitle, text: m.changeBranchBody },
  deleteLine: { title: m.deleteTitle, text: m.deleteConfirm },
} as const;
