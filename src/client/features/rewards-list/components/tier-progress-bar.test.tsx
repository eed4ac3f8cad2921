import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { TierProgressBar } from './tier-progress-bar';

const tiers = [
  {
    _id: 't1',
    name: 'Silver',
    isActive: true,
    requiredUsage: { values: [{ currentAmount: 50, requiredAmount: 100 }] },
  },
  { _id: 't2', name: 'Gold', isActive: false, requiredUsage: { values: [] } },
  { _id: 't3', name: 'Platinum Elite Members Club', isActive: false, requiredUsage: { values: [] } },
];

describe('TierProgressBar', () => {
  it('keeps 150 px per tier and gives every label its full name as title', () => {
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <TierProgressBar tiers={tiers} color="#123456" />
      </IntlProvider>,
    );
    expect(screen.getByTestId('tier-fill')).toHaveStyle({ width: '75px' });
    const labels = screen.getAllByTestId('tier-label');
    expect(labels.map((l) => l.getAttribute('title'))).toEqual(tiers.map((t) => t.name));
    labels.forEach((label) => expect(label).toHaveStyle({ width: '150px' }));
    // Screen readers hear every tier, also those scrolled out of view.
    expect(screen.getByRole('group')).toHaveAccessibleName(
      'Tier progress: Silver, Gold, and Platinum Elite Members Club',
    );
  });
});
