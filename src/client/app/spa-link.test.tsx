import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { SpaLink } from './spa-link';

function Where() {
  const location = useLocation();
  // POP for the first entry, PUSH or REPLACE after a navigation.
  return <output>{`${location.pathname}${location.search} ${useNavigationType()}`}</output>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Where />
    </MemoryRouter>,
  );
}

describe('SpaLink', () => {
  it('renders the href of the target and navigates in the app on a plain click', () => {
    renderAt('/home', <SpaLink to="/merchant-detail/brew-lane?tab=2">Brew Lane</SpaLink>);
    const link = screen.getByRole('link', { name: 'Brew Lane' });
    expect(link).toHaveAttribute('href', '/merchant-detail/brew-lane?tab=2');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/merchant-detail/brew-lane?tab=2 PUSH');
  });

  it.each([
    ['/order/cart', '../menu', 'path'],
    ['/order/cart', 'menu?x=1#top', 'path'],
    ['/home', { pathname: '/wallet', search: '?tab=1' }, undefined],
    ['/home', '', undefined],
  ] as const)("renders the href react-router's Link renders (at %s, to %j, relative %s)", (path, to, relative) => {
    renderAt(
      path,
      <>
        <Link to={to} relative={relative}>
          theirs
        </Link>
        <SpaLink to={to} relative={relative}>
          ours
        </SpaLink>
      </>,
    );
    const theirs = screen.getByRole('link', { name: 'theirs' }).getAttribute('href');
    expect(screen.getByRole('link', { name: 'ours' })).toHaveAttribute('href', theirs);
  });

  it('replaces the history entry when the link points where we are', () => {
    renderAt(
      '/wallet',
      <>
        <SpaLink to="/wallet">Here</SpaLink>
        <SpaLink to="/wallet" replace={false}>
          Again
        </SpaLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(screen.getByRole('status')).toHaveTextContent('/wallet REPLACE');
    fireEvent.click(screen.getByRole('link', { name: 'Again' }));
    expect(screen.getByRole('status')).toHaveTextContent('/wallet PUSH');
  });

  it('leaves a modified click and another target to the browser', () => {
    renderAt(
      '/home',
      <>
        <SpaLink to="/wallet">Wallet</SpaLink>
        <SpaLink to="/terms" target="_blank">
          Terms
        </SpaLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Wallet' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Terms' }))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/home POP');
  });

  it("runs the caller's onClick first and stays put when it prevents the default", () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/home',
      <SpaLink to="/wallet" onClick={onClick}>
        Wallet
      </SpaLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('/home POP');
  });

  it('keeps an absolute URL elsewhere a plain link, and takes one on this origin as its path', () => {
    renderAt(
      '/home',
      <>
        <SpaLink to="https://example.org/help">Help</SpaLink>
        <SpaLink to={`${window.location.origin}/wallet?from=mail`}>Wallet</SpaLink>
      </>,
    );
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', 'https://example.org/help');
    expect(fireEvent.click(help)).toBe(true);
    const wallet = screen.getByRole('link', { name: 'Wallet' });
    expect(wallet).toHaveAttribute('href', `${window.location.origin}/wallet?from=mail`);
    fireEvent.click(wallet);
    expect(screen.getByRole('status')).toHaveTextContent('/wallet?from=mail PUSH');
  });

  it('reloads the document when asked to, and passes anchor attributes and the ref through', () => {
    const ref = { current: null as HTMLAnchorElement | null };
    renderAt(
      '/home',
      <SpaLink to="/login" reloadDocument className="cta" aria-label="Log in" ref={ref}>
        In
      </SpaLink>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveClass('cta');
    expect(ref.current).toBe(link);
    expect(fireEvent.click(link)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/home POP');
  });
});
