import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { GiftCodeStep } from './gift-code-step';

const inFiveMinutes = () => new Date(Date.now() + 300_000).toISOString();

function renderStep(expiresAt = inFiveMinutes()) {
  const onConfirm = jest.fn();
  renderWithProviders(
    <GiftCodeStep
      lead="lead"
      expiresAt={expiresAt}
      onConfirm={onConfirm}
      onCancel={() => {}}
      pending={false}
      error={null}
    />,
  );
  return onConfirm;
}
const code = () => screen.getByTestId('gift-code') as HTMLInputElement;

describe('gift code step', () => {
  afterEach(() => jest.useRealTimers());

  it('shows Confirm only once 4 digits are entered, and keeps digits only', () => {
    const onConfirm = renderStep();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.change(code(), { target: { value: '12a3' } });
    expect(code().value).toBe('123');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.change(code(), { target: { value: '123456' } });
    expect(code().value).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('1234');
  });

  it('counts the code down and takes it away at 0:00', () => {
    jest.useFakeTimers();
    const onConfirm = renderStep(new Date(Date.now() + 3000).toISOString());
    fireEvent.change(code(), { target: { value: '4321' } });
    expect(screen.getByRole('timer')).toHaveTextContent('Code expires in 0:03');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('timer')).toHaveTextContent('The code has expired. Start again.');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
