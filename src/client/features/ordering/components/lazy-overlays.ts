// The ordering screens' overlays, each loaded on its first open (issue 14): a screen imports them from here, so its
// first load carries the button that opens a dialog, not the dialog (MUI's Modal, Dialog, form controls, the scanner).
import { lazyOnOpen } from '../lib/lazy-on-open';

export const ConfirmDialog = lazyOnOpen(() =>
  import(/* webpackChunkName: "order-confirm-dialog" */ './confirm-dialog').then((module) => module.ConfirmDialog),
);

export const TableScannerDialog = lazyOnOpen(() =>
  import(/* webpackChunkName: "order-table-scanner" */ './table-scanner-dialog').then(
    (module) => module.TableScannerDialog,
  ),
);

export const OrderTimeDialog = lazyOnOpen(() =>
  import(/* webpackChunkName: "order-time-dialog" */ './order-time-dialog').then((module) => module.OrderTimeDialog),
);

export const PaymentModal = lazyOnOpen(() =>
  import(/* webpackChunkName: "order-payment-modal" */ '../checkout/components/payment-modal').then(
    (module) => module.PaymentModal,
  ),
);

export const FullScreenLoader = lazyOnOpen(() =>
  import(/* webpackChunkName: "order-placing-loader" */ '../checkout/components/full-screen-loader').then(
    (module) => module.FullScreenLoader,
  ),
);

export const OrderPopupDialog = lazyOnOpen(() =>
  import(/* webpackChunkName: "order-popup-dialog" */ './order-popup-dialog').then((module) => module.OrderPopupDialog),
);
