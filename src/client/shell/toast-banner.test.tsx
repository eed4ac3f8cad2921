import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { TOAST_MS } from '../../shared/constants/ordering';
import { createStore } from '../state/store';
import { toastShown } from '../state/ui-slice';
import { ToastBanner } from './toast-banner';

function renderBanner() {
  const store = createStore(window.localStorage);
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <Provider store={store}>
        <ToastBanner />
      </Provider>
    </IntlProvider>,
  );
  return store;
}

describe('ToastBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows toasts in order, each clearing itself after 5 s', async () => {
    const store = renderBanner();
    act(() => {
      store.dispatch(toastShown({ type: 'error', message: 'Something went wrong' }));
      store.dispatch(toastShown({ type: 'success', message: 'Saved' }));
    });
    // The banner's view is a lazy chunk: let it resolve under the fake clock.
    await act(async () => {});
    expect(screen.getByTestId('toast')).toHaveTextContent('Something went wrong');
    expect(screen.getByTestId('toast')).toHaveClass('MuiAlert-colorError');
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByTestId('toast')).toHaveTextContent('Something went wrong');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(TOAST_MS));
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it.each([
    ['error', 'Error'],
    ['info', 'Info'],
    ['warning', 'Warning'],
    ['success', 'Success'],
  ] as const)('titles a %s toast %s above its message', async (type, title) => {
    const store = renderBanner();
    act(() => {
      store.dispatch(toastShown({ type, message: 'Order passed' }));
    });
    await act(async () => {});
    const toast = screen.getByTestId('toast');
    expect(toast.querySelector('.MuiAlertTitle-root')).toHaveTextContent(title);
    expect(toast).toHaveTextContent(`${title}Order passed`);
  });

  it('closes a toast with its close control before the 5 s are up', async () => {
    const store = renderBanner();
    act(() => {
      store.dispatch(toastShown({ type: 'info', message: 'Order passed' }));
    });
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(store.getState().ui.toasts).toEqual([]);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
