import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { WalletAsset } from '../../../api/wallet';
import { RedeemForm } from './redeem-form';

const unit = { type: 'point', isDecimal: false, pointToCurrencyValue: '0.01' };

function renderForm(balance: string, asset: WalletAsset = 'points') {
  const onSubmit = jest.fn();
  renderWithProviders(
    <RedeemForm
      asset={asset}
      balance={balance}
      unit={unit}
      unitName="Points"
      currencySymbol="S$"
      onSubmit={onSubmit}
      onCancel={() => {}}
      error={null}
    />,
  );
  return onSubmit;
}
const amount = () => screen.getByTestId('redeem-amount') as HTMLInputElement;

describe('redeem form', () => {
  it("reads 'REDEEM:', moves the currency value with the amount and caps it at the balance", () => {
    const onSubmit = renderForm('150.00');
    expect(screen.getByText('REDEEM:')).toBeInTheDocument();
    fireEvent.change(amount(), { target: { value: '40' } });
    expect(screen.getByTestId('redeem-value')).toHaveTextContent('Worth S$0.40');
    fireEvent.change(amount(), { target: { value: '999' } });
    expect(amount().value).toBe('150');
    expect(screen.getByTestId('redeem-value')).toHaveTextContent('Worth S$1.50');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(150);
  });

  it("refuses 0 with the seed's words", () => {
    const onSubmit = renderForm('150.00');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText("Redeem amount can't be 0")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables Submit at balance 0', () => {
    renderForm('0.00');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText('Loyalty is 0 can not redeem')).toBeInTheDocument();
  });

  it('takes cents of store credit, shows no conversion, and never a negative balance', () => {
    const onSubmit = renderForm('12.50', 'credit');
    expect(screen.queryByTestId('redeem-value')).toBeNull();
    fireEvent.change(amount(), { target: { value: '12.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(12.25);
  });

  it('disables Submit when store credit is below zero', () => {
    renderForm('-5.00', 'credit');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
