import { defineMessages } from 'react-intl';
import type { Descriptors } from '../../i18n/descriptors';

/**
 * The messages of the menu's first screen (seed 002 §2, §4, §5, §8): the order mode and time bar and the today notice,
 * which the cart draws too (the menu and its product cards are in ./menu-card-messages.ts, which the cart does not
 * load). A refused cart call's toasts are in ./refusal-messages.ts, loaded with the refusal; the cart bar's words in
 * ./components/cart-bar.tsx, loaded with the bar. Apart from the rest of ./messages.ts, because a module's whole
 * message object ships with any screen that reads one of them: the menu route loads these, not the search, bookmark,
 * popup and outlet-list wording. Descriptions marked "seed" are word for word from the spec, spelling included; the
 * rest are designed where the spec names no wording.
 */
const defined = defineMessages({
  // ------------------------------------------------------------------ order mode and time (page 2)
  modeLabel: { id: 'ordering.mode.label', defaultMessage: 'Order mode', description: 'Name of the mode switcher' },
  modeDineIn: { id: 'ordering.mode.dine_in', defaultMessage: 'Dine in', description: 'Order mode dine_in' },
  modePickUp: { id: 'ordering.mode.pick_up', defaultMessage: 'Pick up', description: 'Order mode pick_up' },
  modeDelivery: { id: 'ordering.mode.delivery', defaultMessage: 'Delivery', description: 'Order mode delivery' },
  table: { id: 'ordering.mode.table', defaultMessage: 'Table {table}', description: 'Dine-in table number chip' },
  eatIn: { id: 'ordering.mode.eatIn', defaultMessage: 'Eat in', description: 'Dine in without a table (EATIN)' },
  changeBranch: { id: 'ordering.mode.changeBranch', defaultMessage: 'Change branch', description: 'Button' },
  timeLabel: { id: 'ordering.time.label', defaultMessage: 'Order time', description: 'Time picker button name' },
  now: { id: 'ordering.time.now', defaultMessage: 'NOW', description: 'seed (time slot)' },
  chooseTime: {
    id: 'ordering.time.choose',
    defaultMessage: 'Choose a time',
    description: 'Order time button when no time is chosen and NOW is not offered',
  },
  workingHoursOver: {
    id: 'ordering.time.workingHoursOver',
    defaultMessage: 'The working hours are over',
    description: 'seed (a date with no slot)',
  },
  notStarted: {
    id: 'ordering.time.notStarted',
    defaultMessage: 'The order time for today has not started',
    description: 'seed',
  },
  passed: { id: 'ordering.time.passed', defaultMessage: 'The order time for today has passed', description: 'seed' },
});

export const menuMessages: Descriptors<typeof defined> = defined;
