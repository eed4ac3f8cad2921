import fs from 'node:fs/promises';
import path from 'node:path';
import { iconQualityWarnings, measureIcon } from './icon-quality';
import { loadTenants } from './load-tenants';
import { formatProblem } from './problems';
import { makeTempDir, validConfig, writeTenant } from './testing/fixtures';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
/** A logo drawn inside the inscribed circle: what a round mask leaves whole. */
const CENTRED_DISC = svg('<circle cx="50" cy="50" r="48" fill="#1B4D3E"/><path d="M30 60h40v8H30z" fill="#FFFFFF"/>');
/** A full-bleed square plate: its corners lie outside the safe zone. */
const SQUARE_PLATE = svg('<rect width="100" height="100" fill="#1B4D3E"/>');
/** A small mark in the corner: little content, all of it outside. */
const CORNER_MARK = svg(
  '<circle cx="50" cy="50" r="30" fill="#1B4D3E"/><rect x="88" y="2" width="10" height="10" fill="#1B4D3E"/>',
);
/** Pale yellow on white: there, but hard to see. */
const PALE_DISC = svg('<circle cx="50" cy="50" r="45" fill="#FFF3A0"/>');

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('icon-quality');
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function measure(content: string, background = '#FFFFFF') {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.svg`);
  await fs.writeFile(file, content);
  const quality = await measureIcon(file, background);
  return { quality, warnings: iconQualityWarnings(quality, background).map((w) => w.message) };
}

describe('the maskable safe-zone check', () => {
  it('passes a logo inside the central circle', async () => {
    const { quality, warnings } = await measure(CENTRED_DISC);
    expect(quality.outsideSafeZone).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('warns about a square plate whose corners a round mask cuts', async () => {
    const { quality, warnings } = await measure(SQUARE_PLATE);
    // The corners of a square outside its inscribed circle: 1 - pi/4 = 21.5 %, less the 3 % edge tolerance.
    expect(quality.outsideSafeZone).toBeGreaterThan(0.15);
    expect(quality.outsideSafeZone).toBeLessThan(0.2);
    expect(warnings).toEqual([
      expect.stringMatching(/^1\d\.\d % of the icon's visible content lies outside the maskable safe zone/),
    ]);
  });

  it('warns about a small mark in a corner', async () => {
    const { warnings } = await measure(CORNER_MARK);
    expect(warnings).toEqual([expect.stringContaining('outside the maskable safe zone')]);
  });

  it('reads the icon on its background colour: a plate of that colour is not content', async () => {
    expect((await measure(SQUARE_PLATE, '#1B4D3E')).warnings).toEqual([
      expect.stringContaining('does not show on the background colour #1B4D3E'),
    ]);
  });
});

describe('the icon contrast check', () => {
  it('warns about an icon that barely stands out from the background colour', async () => {
    const { quality, warnings } = await measure(PALE_DISC);
    expect(quality.contrasting).toBe(0);
    expect(warnings).toEqual([
      expect.stringMatching(/^only 0 % of the icon contrasts 3:1 with the background colour #FFFFFF/),
    ]);
  });

  it('passes the same icon on a dark background', async () => {
    expect((await measure(PALE_DISC, '#202020')).warnings).toEqual([]);
  });
});

describe('tenants:check with icon warnings', () => {
  it('loads the tenant and reports warnings apart from errors, located at the icon', async () => {
    const tenantsDir = path.join(dir, 'tenants');
    await writeTenant(tenantsDir, 'brew-lane', validConfig('brew-lane'), { file: 'icon.svg', content: SQUARE_PLATE });
    await writeTenant(tenantsDir, 'sunny-mart', validConfig('sunny-mart'), { file: 'icon.svg', content: CENTRED_DISC });
    const { tenants, problems, warnings } = await loadTenants(tenantsDir);
    expect(problems).toEqual([]);
    expect(tenants.map((t) => t.config.id)).toEqual(['brew-lane', 'sunny-mart']);
    // The icon's warnings (the payment check warns of unset provider secrets beside them, tested on its own).
    const iconWarnings = warnings.filter((w) => formatProblem(w, tenantsDir).includes('/brand/icon'));
    expect(iconWarnings.map((w) => formatProblem(w, tenantsDir))).toEqual([
      expect.stringMatching(/^brew-lane\/tenant\.json:\d+:\d+ {2}warning {2}\/brand\/icon {2}1\d\.\d % of the icon/),
    ]);
  });
});
