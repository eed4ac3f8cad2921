import { createAction } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * Client state of the ordering flow that more than one feature reads (seed 002 §2 'Delivery address bottom sheet:
 * opens when the cart's deliver-modal flag is set'). The menu side sets the flag when delivery is chosen without an
 * address (or the server answers 412); the cart side's address sheet opens on it and clears it when saved or closed.
 */
export interface OrderingState {
  deliverModalOpen: boolean;
}

const initialState: OrderingState = { deliverModalOpen: false };

export const deliverModalOpened = createAction('ordering/deliverModalOpened');
export const deliverModalClosed = createAction('ordering/deliverModalClosed');

/** A plain reducer (see store.ts for why the slices are not `createSlice`s). */
export function orderingReducer(state: OrderingState = initialState, action: UnknownAction): OrderingState {
  if (deliverModalOpened.match(action)) return state.deliverModalOpen ? state : { deliverModalOpen: true };
  if (deliverModalClosed.match(action)) return state.deliverModalOpen ? { deliverModalOpen: false } : state;
  return state;
}
