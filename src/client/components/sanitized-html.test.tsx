import { render, waitFor } from '@testing-library/react';
import { sanitizeHtml } from './sanitize-html';
import { SanitizedHtml } from './sanitized-html';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: links but keeps text and formatting', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">Hi <b>there</b></p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)">',
    );
    expect(out).toContain('<b>there</b>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
  });
  it('opens links in a new tab without handing over the opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
  it('renders the clean markup once the sanitiser has loaded, and nothing before', async () => {
    const { container } = render(<SanitizedHtml html={'<h2>Title</h2><iframe src="https://evil"></iframe>'} />);
    expect(container.firstElementChild?.innerHTML).toBe('');
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Title'));
    expect(container.querySelector('iframe')).toBeNull();
  });
});
