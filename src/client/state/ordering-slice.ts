import { createSlice } from '@reduxjs/toolkit';

/**
 * Client state of the ordering flow that more than one feature reads (seed 002 §2 'Delivery address bottom sheet:
 * opens when the cart's deliver-modal flag is set'). The menu side sets the flag when delivery is chosen without an
 * address (or the server answers 412); the cart side's address sheet opens on it and clears it when saved or closed.
 */
export interface OrderingState {
  deliverModalOpen: boolean;
}

const initialState: OrderingState = { deliverModalOpen: false };

export const orderingSlice = createSlice({
  name: 'ordering',
  initialState,
  reducers: {
    deliverModalOpened(state) {
      state.deliverModalOpen = true;
    },
    deliverModalClosed(state) {
      state.deliverModalOpen = false;
    },
  },
});

export const { deliverModalOpened, deliverModalClosed } = orderingSlice.actions;
