/**
 * @jest-environment node
 */
// Node, as the pipeline renders it: without a document emotion collects the rules instead of writing <style>s.
import { sampleConfig } from '../testing/sample-config';
import { renderStaticShell } from './static-shell';

describe('renderStaticShell', () => {
  it('paints the branded app bar, the landing skeleton and the tab bar, with every rule it uses', async () => {
    const config = sampleConfig({ name: 'Brew <Lane>' });
    const shell = await renderStaticShell(config);
    expect(shell.html).toContain('data-testid="app-header"');
    expect(shell.html).toContain('Brew &lt;Lane&gt;');
    expect(shell.html).toContain('data-testid="screen-skeleton"');
    expect(shell.html).toContain('data-testid="tab-bar"');
    expect(shell.css).toContain(config.theme.palette.primary.main);
    // Every emotion class of the markup has its rule in the CSS, named in styleIds for the app to adopt.
    const classes = new Set([...shell.html.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]));
    expect(classes.size).toBeGreaterThan(5);
    for (const id of classes) {
      expect(shell.styleIds).toContain(id);
      expect(shell.css).toContain(`.css-${id}`);
    }
  });

  it('speaks the tenant default language', async () => {
    const shell = await renderStaticShell(sampleConfig({ languages: ['mn', 'en'], defaultLanguage: 'mn' }));
    expect(shell.html).toContain('Нүүр');
    expect(shell.html).not.toContain('>Home<');
  });
});
