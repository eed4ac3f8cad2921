import path from 'node:path';
import { samplePublicConfig as publicConfig } from '../shared/tenant/testing/sample-public-config';
import { shellWorkerReady, workerShellRenderer } from './static-shell-pool';

const ROOT = path.resolve(__dirname, '../..');

describe('static shells rendered on the worker thread', () => {
  it('draws each tenant asked at once in its name and language, with every rule its markup uses', async () => {
    const render = workerShellRenderer(ROOT);
    const [brewLane, sunnyMart] = await Promise.all([
      render(publicConfig({ name: 'Brew <Lane>' })),
      render(publicConfig({ name: 'Sunny Mart', languages: ['mn', 'en'], defaultLanguage: 'mn' })),
    ]);
    // The worker loaded the renderer itself: no fallback to this thread.
    await expect(shellWorkerReady(ROOT)).resolves.toBeUndefined();
    expect(brewLane.html).toContain('Brew &lt;Lane&gt;');
    expect(brewLane.html).toContain('data-testid="tab-bar"');
    expect(sunnyMart.html).toContain('Нүүр');
    for (const shell of [brewLane, sunnyMart]) {
      const classes = new Set([...shell.html.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]));
      expect(classes.size).toBeGreaterThan(5);
      for (const id of classes) expect(shell.styleIds).toContain(id);
    }
  });

  it("renders with React's and emotion's production builds, so the class names are those the shipped app computes", async () => {
    const shell = await workerShellRenderer(ROOT)(publicConfig({}));
    // Development builds label each class with its component ("css-1x2y3z-MuiContainer-root"); production does not,
    // and the app's emotion cache adopts index.html's rules by these names.
    expect(shell.html).toMatch(/class="[^"]*\bcss-\w+"/);
    expect(shell.html).not.toMatch(/\bcss-\w+-Mui/);
  });
});
