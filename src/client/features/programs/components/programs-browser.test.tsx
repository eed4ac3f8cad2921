import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { MembershipTier } from '../../../../shared/api/loyalty';
import type { ProgramSummary } from '../../../api/programs';
import { SESSION_STORAGE_KEY } from '../../../state/store';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { sampleConfig } from '../../../testing/sample-config';
import { ProgramsBrowser } from './programs-browser';

const program = (type: ProgramSummary['type'], name: string, membership: ProgramSummary['membership'] = null) => ({
  _id: `p-${type}-${name}`,
  merchantId: 'm1',
  type,
  name,
  description: '',
  image: null,
  expireDate: null,
  membership,
  guestEligible: !['discount', 'cashback', 'package'].includes(type),
});
const gold: MembershipTier = {
  _id: 'tier-gold',
  name: 'Gold',
  requiredUsage: { values: [{ requiredAmount: 200, requiredCount: 10 }] },
  showOnMemberApp: true,
  image: null,
  logo: null,
  membershipImage: null,
  howItWorks: '<p>Gold perks</p>',
  outlets: [],
  requirement: { requiredAmount: 200, requiredCount: 10 },
  durationDays: 365,
  discountCashback: { discountType: 'discount', value: 10 },
};
const merchant = {
  _id: 'm1',
  color: '#0A7D5A',
  loyaltyPrograms: [
    program('voucher', 'Free coffee'),
    program('stamp', 'Coffee card'),
    program('cashback', 'Gold cashback', { _id: 'tier-gold', name: 'Gold' }),
  ],
  memberships: [gold],
};

function render(role: 'guest' | 'anonymous', storeCredit = true) {
  const storage = window.localStorage;
  storage.clear();
  if (role === 'guest')
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 'tok-123456789', role: 'guest', user: { id: 'u1', profileIncomplete: false } }),
    );
  const tenant = sampleConfig();
  tenant.features = { ...tenant.features, storeCredit };
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<ProgramsBrowser merchant={merchant} />} />
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/signup" element={<p>sign-up page</p>} />
    </Routes>,
    storage,
    { tenant },
  );
}

describe('ProgramsBrowser (seed 001 §2 screen 8)', () => {
  it('shows only the tabs with something in them, in the seed’s order', () => {
    render('anonymous');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Vouchers',
      'Credit',
      'Memberships',
      'Stamps',
      'Cashbacks',
    ]);
  });

  it('hides Credit when the tenant has closed store credit', () => {
    render('anonymous', false);
    expect(screen.queryByRole('tab', { name: 'Credit' })).toBeNull();
  });

  it('sends a signed-out visitor’s tap to /login', () => {
    render('anonymous');
    fireEvent.click(screen.getByText('Free coffee'));
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('prompts a guest to sign up on every tap, with the seed’s text on a discount package', async () => {
    render('guest');
    fireEvent.click(screen.getByText('Free coffee'));
    expect(screen.getByTestId('guest-discount-prompt')).toHaveTextContent('Sign up to open Free coffee');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('guest-discount-prompt')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Cashbacks' }));
    fireEvent.click(screen.getByText('Gold cashback'));
    expect(screen.getByTestId('guest-discount-prompt')).toHaveTextContent(
      'Sign up to unlock your discount package. Guest users are not eligible for this offer.',
    );
  });

  it('opens a membership’s bottom sheet with its discounts and cashbacks and how it works', async () => {
    render('guest');
    fireEvent.click(screen.getByRole('tab', { name: 'Memberships' }));
    fireEvent.click(screen.getByText('Gold'));
    const sheet = screen.getByTestId('membership-sheet');
    expect(
      within(sheet)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['10% discount', 'Gold cashback']);
    // The merchant's HTML shows once the sanitiser's chunk has loaded.
    expect(await within(sheet).findByText('Gold perks')).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sign up' }));
    expect(screen.getByTestId('guest-discount-prompt')).toBeInTheDocument();
  });
});
