import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ICON_SPECS, MASKABLE_SAFE_ZONE, writeIcons } from './icons';
import { makeTempDir, pngOfSize } from './testing/fixtures';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('icons');
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** RGBA of one pixel of a PNG. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [...data.subarray(i, i + 4)];
}

describe('writeIcons', () => {
  it('renders every size from an SVG, read back from the PNGs', async () => {
    const svg = path.join(dir, 'icon.svg');
    await fs.writeFile(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#FF0000"/></svg>',
    );
    const site = path.join(dir, 'site-svg');
    await writeIcons(svg, site, '#00FF00');
    for (const spec of ICON_SPECS) {
      const meta = await sharp(path.join(site, spec.file)).metadata();
      expect([spec.file, meta.format, meta.width, meta.height]).toEqual([spec.file, 'png', spec.size, spec.size]);
    }
    expect(ICON_SPECS.map((s) => [s.file, s.size])).toEqual([
      ['icons/favicon-32.png', 32],
      ['icons/favicon-48.png', 48],
      ['icons/apple-touch-icon.png', 180],
      ['icons/icon-192.png', 192],
      ['icons/icon-512.png', 512],
      ['icons/maskable-512.png', 512],
    ]);
  });

  it('pads the maskable icon so the artwork stays in the central 80%, on the background colour', async () => {
    const site = path.join(dir, 'site-mask');
    const source = path.join(dir, 'big.png');
    await fs.writeFile(source, await pngOfSize(1024, 1024));
    await writeIcons(source, site, '#00FF00');
    const maskable = path.join(site, 'icons/maskable-512.png');
    const edge = Math.floor((512 * (1 - MASKABLE_SAFE_ZONE)) / 2); // 51 px of padding on each side
    expect(await pixel(maskable, 0, 0)).toEqual([0, 255, 0, 255]);
    expect(await pixel(maskable, edge - 2, 256)).toEqual([0, 255, 0, 255]);
    expect(await pixel(maskable, 256, 512 - edge + 1)).toEqual([0, 255, 0, 255]);
    expect(await pixel(maskable, edge + 3, 256)).toEqual([0x33, 0x66, 0xff, 255]);
    expect(await pixel(maskable, 256, 256)).toEqual([0x33, 0x66, 0xff, 255]);
    // The plain 512 icon uses the whole square.
    expect(await pixel(path.join(site, 'icons/icon-512.png'), 1, 1)).toEqual([0x33, 0x66, 0xff, 255]);
  });

  it('keeps transparency in favicons but flattens the apple-touch icon on the background', async () => {
    const svg = path.join(dir, 'circle.svg');
    await fs.writeFile(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="20" fill="#FF0000"/></svg>',
    );
    const site = path.join(dir, 'site-circle');
    await writeIcons(svg, site, '#0000FF');
    expect((await pixel(path.join(site, 'icons/favicon-48.png'), 0, 0))[3]).toBe(0);
    expect(await pixel(path.join(site, 'icons/apple-touch-icon.png'), 0, 0)).toEqual([0, 0, 255, 255]);
  });
});
