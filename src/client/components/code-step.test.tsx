import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RULE_MESSAGES, countdownExpiry } from '../../shared/rules';
import { CodeStep, codeStepMessages as m } from './code-step';

function renderStep(expiresAt: number | null) {
  const onSubmit = jest.fn();
  const onResend = jest.fn();
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <CodeStep
        sentTo="+97699112233"
        expiresAt={expiresAt}
        onSubmit={onSubmit}
        onResend={onResend}
        submitLabel="Confirm"
      />
    </IntlProvider>,
  );
  return { onSubmit, onResend };
}

const confirm = () => screen.getByRole('button', { name: 'Confirm' });
const typeCode = (code: string) => fireEvent.change(screen.getByTestId('otp-code'), { target: { value: code } });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-03T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('CodeStep', () => {
  it('counts down from the expiry the server gave, and at zero disables confirming and offers resend', () => {
    // As a code screen computes it from an answer's expiresIn of 300 s.
    const { onResend } = renderStep(countdownExpiry(Date.now(), 300));
    expect(screen.getByText('Enter the 6-digit code sent to +97699112233')).toBeInTheDocument();
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('Code expires in 5:00');
    act(() => void jest.advanceTimersByTime(61_000));
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('Code expires in 3:59');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByTestId('please-wait')).toHaveTextContent('please wait 3:59');
    expect(onResend).not.toHaveBeenCalled();
    expect(confirm()).toBeEnabled();

    act(() => void jest.advanceTimersByTime(239_000));
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('The code has expired. Send a new one.');
    expect(confirm()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('please-wait')).not.toBeInTheDocument();
  });

  it('checks the code before sending it', () => {
    const { onSubmit } = renderStep(countdownExpiry(Date.now(), 600));
    fireEvent.click(confirm());
    expect(screen.getByText('Code required')).toBeInTheDocument();
    typeCode('12a');
    fireEvent.click(confirm());
    expect(screen.getByText('Must be 6 digit numbers')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    typeCode(' 123456 ');
    fireEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('before any code was sent, offers to send one and cannot confirm', () => {
    const { onResend } = renderStep(null);
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('');
    expect(confirm()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('words the spec messages as the shared rules do', () => {
    expect(m.codeRequired.defaultMessage).toBe(RULE_MESSAGES.codeRequired);
    expect(m.codeSixDigits.defaultMessage).toBe(RULE_MESSAGES.codeMustBeSixDigits);
    expect(m.pleaseWait.defaultMessage).toBe(RULE_MESSAGES.pleaseWait);
  });
});
