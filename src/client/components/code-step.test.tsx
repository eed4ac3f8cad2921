import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RULE_MESSAGES } from '../../shared/rules';
import { CodeStep } from './code-step';

const START = Date.UTC(2026, 5, 1, 12);

function renderStep(expiresAt: number | null) {
  const onSubmit = jest.fn();
  const onResend = jest.fn();
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <CodeStep sentTo="+97699000001" expiresAt={expiresAt} onSubmit={onSubmit} onResend={onResend} submitLabel="Go" />
    </IntlProvider>,
  );
  const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Go' });
  return { onSubmit, onResend, submit };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(START);
});
afterEach(() => jest.useRealTimers());

test('before a code is sent: nothing counts down, the code cannot be confirmed, and the button sends one', () => {
  const { onResend, submit } = renderStep(null);
  expect(screen.getByTestId('code-countdown').textContent).toBe('');
  expect(submit().disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(onResend).toHaveBeenCalledTimes(1);
});

test("counts down the server's lifetime and checks the code with the spec's words before sending it", () => {
  const { onSubmit, submit } = renderStep(START + 300_000);
  expect(screen.getByTestId('code-countdown').textContent).toBe('Code expires in 5:00');
  act(() => jest.advanceTimersByTime(61_000));
  expect(screen.getByTestId('code-countdown').textContent).toBe('Code expires in 3:59');
  fireEvent.click(submit());
  expect(screen.getByText(RULE_MESSAGES.codeRequired)).toBeTruthy();
  fireEvent.change(screen.getByTestId('otp-code'), { target: { value: '12345' } });
  fireEvent.click(submit());
  expect(screen.getByText(RULE_MESSAGES.codeMustBeSixDigits)).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
  fireEvent.change(screen.getByTestId('otp-code'), { target: { value: ' 123456 ' } });
  fireEvent.click(submit());
  expect(onSubmit).toHaveBeenCalledWith('123456');
});

test("resending early says 'please wait m:ss' and asks for nothing", () => {
  const { onResend } = renderStep(START + 600_000);
  act(() => jest.advanceTimersByTime(1_000));
  fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
  expect(screen.getByTestId('please-wait').textContent).toBe('please wait 9:59');
  expect(onResend).not.toHaveBeenCalled();
});

test('at zero the code can no longer be confirmed and resend asks for a new one', () => {
  const { onResend, submit } = renderStep(START + 300_000);
  act(() => jest.advanceTimersByTime(300_000));
  expect(screen.getByTestId('code-countdown').textContent).toBe('The code has expired. Send a new one.');
  expect(submit().disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
  expect(onResend).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('please-wait')).toBeNull();
});
