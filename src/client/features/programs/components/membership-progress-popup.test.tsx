import { fireEvent, screen, within } from '@testing-library/react';
import type { MembershipTier } from '../../../../shared/api/loyalty';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { sampleConfig } from '../../../testing/sample-config';
import { MembershipProgressPopup } from './membership-progress-popup';

const usage = { currentAmount: 300, currentCount: 12 };
function tier(
  id: string,
  name: string,
  amount: number,
  count: number,
  more: Partial<MembershipTier> = {},
): MembershipTier {
  return {
    _id: id,
    name,
    requiredUsage: { values: [{ ...usage, requiredAmount: amount, requiredCount: count }] },
    showOnMemberApp: true,
    image: null,
    logo: null,
    membershipImage: null,
    howItWorks: `<p>${name} perks</p>`,
    outlets: [],
    requirement: { requiredAmount: amount, requiredCount: count },
    durationDays: null,
    discountCashback: null,
    ...more,
  };
}

// A member at Gold with $300 and 12 purchases of Platinum's $800 or 30: the bar sits at index 1 + 12/30 (210 px).
const memberTiers = [
  tier('t1', 'Silver', 0, 0, { isActive: false, durationDays: 45 }),
  tier('t2', 'Gold', 200, 10, {
    isActive: true,
    durationDays: 90,
    requiredUsage: { values: [{ ...usage, requiredAmount: 800, requiredCount: 30 }] },
  }),
  tier('t3', 'Platinum', 800, 30, {
    isActive: false,
    durationDays: 730,
    outlets: [{ _id: 'o-main', name: 'Main Street' }],
  }),
];

const render = (tiers: MembershipTier[]) =>
  renderWithProviders(
    <MembershipProgressPopup tiers={tiers} color="#0A7D5A" open onClose={() => undefined} />,
    window.localStorage,
    { tenant: sampleConfig() },
  );
const cards = () => screen.getAllByTestId('requirement-card');

describe('MembershipProgressPopup (seed 001 screen 9)', () => {
  it('marks the active tier active, lower tiers completed and the rest progressing, with durations', () => {
    render(memberTiers);
    expect(cards().map((card) => card.getAttribute('data-state'))).toEqual(['completed', 'active', 'progressing']);
    expect(cards().map((card) => within(card).getByText(/^Lasts|No end/).textContent)).toEqual([
      'Lasts 45 days',
      'Lasts 3 months',
      'Lasts 2 years',
    ]);
    expect(cards()[2]).toHaveTextContent('Spend $800.00 or make 30 purchases');
    expect(within(cards()[1]).getByTestId('member-standing')).toHaveTextContent('You: $300.00 spent, 12 purchases');
  });

  it('draws the bar at 150 px per tier: index 1 plus the better share reached (12 of 30 purchases over $300 of $800)', () => {
    render(memberTiers);
    expect(screen.getByTestId('tier-fill')).toHaveStyle({ width: `${(1 + 12 / 30) * 150}px` });
  });

  it('shows per-outlet tabs when a tier names outlets; an outlet tab lists the tiers that apply there', () => {
    render([
      ...memberTiers,
      tier('t4', 'Diamond', 2000, 60, { isActive: false, outlets: [{ _id: 'o-mall', name: 'Mall' }] }),
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All outlets', 'Main Street', 'Mall']);
    expect(cards()).toHaveLength(4);
    fireEvent.click(screen.getByRole('tab', { name: 'Mall' }));
    expect(cards().map((card) => card.querySelector('h3')?.textContent)).toEqual(['Silver', 'Gold', 'Diamond']);
  });

  it('Show all opens every card’s details and Hide all closes them', async () => {
    render(memberTiers);
    expect(screen.queryAllByTestId('requirement-details')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getAllByTestId('requirement-details')).toHaveLength(3);
    expect(await screen.findByText('Platinum perks')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide all' }));
    expect(screen.getByRole('button', { name: 'Show all' })).toBeInTheDocument();
  });

  it('for a visitor: no tabs without outlet rules, no bar and no states, only the requirements', () => {
    render(memberTiers.map(({ isActive: _isActive, ...rest }) => ({ ...rest, outlets: [] })));
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.queryByTestId('tier-fill')).toBeNull();
    expect(cards().map((card) => card.getAttribute('data-state'))).toEqual(['public', 'public', 'public']);
    expect(cards()[0]).toHaveTextContent('Every member starts here');
  });
});
