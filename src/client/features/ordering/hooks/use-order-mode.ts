/**
 * Order mode changes (seed 002 §4 'Order mode'): delivery with a saved address sets it, without one raises the cart's
 * deliver-modal flag (the cart side's address sheet opens on it; a 412 answer does the same); dine-in needs a table
 * number — EATIN where the outlet skips table scanning, else the QR scanner opens; pick-up asks first. The address
 * follows (takeout=true, isDelivery=true, table dropped for delivery).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { EAT_IN_TABLE, type OrderMode } from '../../../../shared/constants/ordering';
import { isApiError } from '../../../api/api-error';
import type { OrderOutlet } from '../../../api/ordering-catalogue';
import { useSetCartOrderMode, type Cart, type OrderModeChange } from '../../../api/ordering-cart';
import { pageStorage } from '../../../lib/page-storage';
import { deliverModalOpened } from '../../../state/ordering-slice';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { searchAfterModeChange, STORED_TABLE_KEY, type FlowParams } from '../lib/flow-params';
import { readTableSession } from '../lib/table-session';
import { menuMessages as m } from '../menu-messages';

export type ModePrompt = 'pickUp' | 'removeTable' | 'scanner' | null;

export function useOrderMode(outlet: OrderOutlet | undefined, cart: Cart | undefined, params: FlowParams) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [prompt, setPrompt] = useState<ModePrompt>(null);
  const [pending, setPending] = useState<OrderMode | null>(null);
  const setMode = useSetCartOrderMode(outlet?._id ?? '', {
    onError: (error) => {
      if (isApiError(error) && error.status === 412) dispatch(deliverModalOpened());
      else dispatch(toastShown({ type: 'info', message: error.message }));
    },
  });

  const send = (change: OrderModeChange) => {
    setMode.mutate(change, {
      onSuccess: () =>
        void navigate({ search: searchAfterModeChange(location.search, change.orderMode) }, { replace: true }),
    });
  };

  /** The change itself, once confirmed. */
  const apply = (mode: OrderMode, table: string | null = params.tableNumber) => {
    if (!outlet || !cart) return;
    if (mode === 'pick_up') send({ orderMode: 'pick_up', tableNumber: null });
    else if (mode === 'delivery') {
      if (cart.delivery) send({ orderMode: 'delivery', location: cart.delivery.location, tableNumber: null });
      else dispatch(deliverModalOpened());
    } else if (table)
      send({
        orderMode: 'dine_in',
        tableNumber: table,
        ...(params.pagerNumber !== null && { pagerNumber: params.pagerNumber }),
        ...tokenOf(outlet._id, params),
      });
    else if (outlet.orderSettings.isSkipScanTable) send({ orderMode: 'dine_in', tableNumber: EAT_IN_TABLE });
    else setPrompt('scanner');
  };

  /** A tap on the switcher: leaving a table asks to remove it; pick-up asks to confirm. */
  const choose = (mode: OrderMode) => {
    if (!cart || mode === cart.orderMode) return;
    setPending(mode);
    if (cart.orderMode === 'dine_in' && cart.tableNumber && cart.tableNumber !== EAT_IN_TABLE) setPrompt('removeTable');
    else if (mode === 'pick_up') setPrompt('pickUp');
    else apply(mode);
  };

  const confirm = () => {
    const mode = pending;
    setPrompt(null);
    if (prompt === 'removeTable') pageStorage().removeItem(STORED_TABLE_KEY);
    if (mode) apply(mode, prompt === 'removeTable' ? null : params.tableNumber);
  };

  /**
   * A scanned table: stored, and the page reloads with it (seed 002 §2) — without the takeout=true of an earlier
   * pick-up choice, which would outrank the new table.
   */
  const scanned = (tableNumber: string) => {
    pageStorage().setItem(STORED_TABLE_KEY, tableNumber);
    setPrompt(null);
    window.history.replaceState(window.history.state, '', searchAfterModeChange(location.search, 'dine_in') || '?');
    window.location.reload();
  };

  const scannedToken = (token: string) => {
    setPrompt(null);
    void navigate(`/order/table/${encodeURIComponent(token)}`);
  };

  const modeLabel = (mode: OrderMode) =>
    intl.formatMessage(mode === 'dine_in' ? m.modeDineIn : mode === 'pick_up' ? m.modePickUp : m.modeDelivery);

  return {
    prompt,
    choose,
    confirm,
    cancel: () => setPrompt(null),
    scanned,
    scannedToken,
    apply,
    modeLabel,
    busy: setMode.isPending,
  };
}

function tokenOf(outletId: string, params: FlowParams) {
  const session = params.fromTableToken ? readTableSession(pageStorage(), outletId) : null;
  return session ? { tableToken: session.token } : {};
}
