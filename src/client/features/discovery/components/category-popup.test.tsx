import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Category } from '../../../api/categories';
import { CategoryPopup } from './category-popup';
import { fakeFetch, renderWithProviders } from '../../../testing/render-with-providers';

const NAMES = ['Coffee', 'Bakery', 'Restaurants', 'Fast food', 'Grocery', 'Fashion', 'Beauty', 'Fitness', 'Books'];
const categories: Category[] = NAMES.map((name, i) => ({
  _id: `c${i}`,
  name,
  color: '#333333',
  icon: 'x',
  isFollowed: i < 3,
}));

const chip = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });

function openInSaveMode() {
  renderWithProviders(<CategoryPopup open onClose={jest.fn()} categories={categories} />);
  fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
  expect(screen.getByTestId('category-hint')).toHaveTextContent('Must choose 7 following categories (3/7)');
}

it('starts in Customize mode showing what is followed, without toggles', () => {
  renderWithProviders(<CategoryPopup open onClose={jest.fn()} categories={categories} />);
  expect(screen.queryByTestId('category-hint')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Coffee' })).not.toBeInTheDocument();
});

it("refuses an 8th category with 'Can not choose more than 7 following category'", () => {
  openInSaveMode();
  for (const name of ['Fast food', 'Grocery', 'Fashion', 'Beauty']) fireEvent.click(chip(name));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.click(chip('Fitness'));
  expect(screen.getByRole('alert')).toHaveTextContent('Can not choose more than 7 following category');
  expect(chip('Fitness')).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByTestId('category-hint')).toHaveTextContent('(7/7)');
});

it("saves only exactly 7: fewer gives 'Choose 7 following category'", async () => {
  const calls = fakeFetch(() => ({ data: categories }));
  openInSaveMode();
  fireEvent.click(chip('Coffee'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose 7 following category');
  expect(calls).toHaveLength(0);

  for (const name of ['Fast food', 'Grocery', 'Fashion', 'Beauty', 'Fitness']) fireEvent.click(chip(name));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  // Unfollows go first so the server's cap of 7 is never crossed on the way.
  await waitFor(() => expect(calls).toHaveLength(6));
  expect(calls.map((c) => `${c.init?.method} ${c.url.pathname}`)).toEqual([
    'POST /api/categories/c0/unfollow',
    'POST /api/categories/c3/follow',
    'POST /api/categories/c4/follow',
    'POST /api/categories/c5/follow',
    'POST /api/categories/c6/follow',
    'POST /api/categories/c7/follow',
  ]);
});
