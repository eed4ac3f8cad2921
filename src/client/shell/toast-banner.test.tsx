import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStore } from '../state/store';
import { toastShown } from '../state/ui-slice';
import { ToastBanner } from './toast-banner';

describe('ToastBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows toasts in order, each clearing itself after 5 s', async () => {
    const store = createStore(window.localStorage);
    render(
      <Provider store={store}>
        <ToastBanner />
      </Provider>,
    );
    act(() => {
      store.dispatch(toastShown({ type: 'error', message: 'Something went wrong' }));
      store.dispatch(toastShown({ type: 'success', message: 'Saved' }));
    });
    // The banner's view is a lazy chunk: let it resolve under the fake clock.
    await act(async () => {});
    expect(screen.getByTestId('toast')).toHaveTextContent('Something went wrong');
    expect(screen.getByTestId('toast')).toHaveClass('MuiAlert-colorError');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByTestId('toast')).toHaveTextContent('Something went wrong');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(5000));
    expect(store.getState().ui.toasts).toEqual([]);
  });
});
