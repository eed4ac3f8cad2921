import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AmountSelector } from './amount-selector';

function Selector({ balance, wholeOnly = true }: { balance: number; wholeOnly?: boolean }) {
  const [value, setValue] = useState(0);
  return (
    <>
      <AmountSelector balance={balance} value={value} onChange={setValue} wholeOnly={wholeOnly} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => Number(screen.getByTestId('value').textContent);
const field = () => screen.getByTestId('gift-amount') as HTMLInputElement;

describe('gift amount selector', () => {
  it('steps by 10 with plus and minus, never below 0 nor above the balance', () => {
    renderWithProviders(<Selector balance={25} />);
    const plus = screen.getByRole('button', { name: 'More' });
    const minus = screen.getByRole('button', { name: 'Less' });
    expect(minus).toBeDisabled();
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(value()).toBe(20);
    fireEvent.click(plus);
    expect(value()).toBe(25);
    expect(plus).toBeDisabled();
    fireEvent.click(minus);
    expect(value()).toBe(15);
    expect(field().value).toBe('15');
  });

  it('offers 500, 1000, 1500 and 2000, each capped at the balance', () => {
    renderWithProviders(<Selector balance={1234} />);
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect([...quick.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['500', '1,000', '1,500', '2,000']);
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    expect(value()).toBe(500);
    fireEvent.click(screen.getByRole('button', { name: '1,500' }));
    expect(value()).toBe(1234);
    fireEvent.click(screen.getByRole('button', { name: '2,000' }));
    expect(value()).toBe(1234);
  });

  it('moves the slider in steps of 3 up to the last step under the balance', () => {
    renderWithProviders(<Selector balance={1234} />);
    const slider = screen.getByRole('slider', { name: 'Amount slider' });
    expect(slider).toHaveAttribute('aria-valuemax', '1233');
    expect(slider).toHaveAttribute('step', '3');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(value()).toBe(3);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(value()).toBe(6);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(value()).toBe(1233);
  });

  it('caps a typed amount at the balance and refuses what is not an amount', () => {
    renderWithProviders(<Selector balance={300} />);
    fireEvent.change(field(), { target: { value: '120' } });
    expect(value()).toBe(120);
    fireEvent.change(field(), { target: { value: '99999' } });
    expect(value()).toBe(300);
    expect(field().value).toBe('300');
    fireEvent.change(field(), { target: { value: '12.5' } });
    expect(value()).toBe(300);
    fireEvent.change(field(), { target: { value: 'abc' } });
    expect(value()).toBe(300);
  });

  it('takes cents where the amount may have them (store credit, decimal points)', () => {
    renderWithProviders(<Selector balance={50.25} wholeOnly={false} />);
    fireEvent.change(field(), { target: { value: '12.5' } });
    expect(value()).toBe(12.5);
    fireEvent.change(field(), { target: { value: '80' } });
    expect(value()).toBe(50.25);
  });
});
