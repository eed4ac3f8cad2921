import { act, render, screen } from '@testing-library/react';
import { lazyOnOpen } from './lazy-on-open';

function Sheet({ open, label }: { open: boolean; label: string }) {
  return <div role="dialog" aria-label={label} data-open={String(open)} />;
}

describe('lazyOnOpen (issue 14: overlays load on their first open)', () => {
  it('fetches nothing while closed, loads on the first open and stays mounted when closed again', async () => {
    const load = jest.fn(() => Promise.resolve(Sheet));
    const LazySheet = lazyOnOpen(load);
    const { rerender } = render(<LazySheet open={false} label="Address" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<LazySheet open label="Address" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Address' })).toHaveAttribute('data-open', 'true');

    // Closed, it is still rendered with open=false, so its own exit transition can play; reopening loads nothing.
    rerender(<LazySheet open={false} label="Address" />);
    expect(screen.getByRole('dialog', { name: 'Address' })).toHaveAttribute('data-open', 'false');
    await act(async () => rerender(<LazySheet open label="Address" />));
    expect(screen.getByRole('dialog', { name: 'Address' })).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when it is open from the start', async () => {
    const LazySheet = lazyOnOpen(() => Promise.resolve(Sheet));
    render(<LazySheet open label="Popup" />);
    expect(await screen.findByRole('dialog', { name: 'Popup' })).toBeInTheDocument();
  });
});
