import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { render } from '@testing-library/react';
import { createStyleCache, readCspNonce } from './style-cache';

afterEach(() => {
  document.head.innerHTML = '';
});

it('reads the nonce the server put in the page, and none when there is none', () => {
  expect(readCspNonce()).toBeUndefined();
  document.head.innerHTML = '<meta property="csp-nonce" nonce="c2VydmVyLW5vbmNl" />';
  expect(readCspNonce()).toBe('c2VydmVyLW5vbmNl');
});

it("puts the nonce on every <style> tag emotion inserts for MUI's components", () => {
  render(
    <CacheProvider value={createStyleCache('bm9uY2U=')}>
      <Button variant="contained">Pay</Button>
    </CacheProvider>,
  );
  const tags = [...document.querySelectorAll('style[data-emotion]')];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.map((tag) => tag.getAttribute('nonce'))).toEqual(tags.map(() => 'bm9uY2U='));
});
