import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ICON_FILES, type IconName } from '../shared/tenant/public-config';

/** Share of a maskable icon's side that the artwork may use: the W3C safe zone is the central circle of 80%. */
export const MASKABLE_SAFE_ZONE = 0.8;

export interface IconSpec {
  name: IconName;
  file: string;
  size: number;
  /** transparent: keep the icon's own transparency; flat: on the background colour; maskable: padded on it. */
  fill: 'transparent' | 'flat' | 'maskable';
}

/** Every icon the build renders: favicons, apple-touch (iOS paints transparency black, so it is flat), manifest. */
export const ICON_SPECS: IconSpec[] = [
  { name: 'favicon32', file: ICON_FILES.favicon32, size: 32, fill: 'transparent' },
  { name: 'favicon48', file: ICON_FILES.favicon48, size: 48, fill: 'transparent' },
  { name: 'appleTouch', file: ICON_FILES.appleTouch, size: 180, fill: 'flat' },
  { name: 'icon192', file: ICON_FILES.icon192, size: 192, fill: 'transparent' },
  { name: 'icon512', file: ICON_FILES.icon512, size: 512, fill: 'transparent' },
  { name: 'maskable512', file: ICON_FILES.maskable512, size: 512, fill: 'maskable' },
];

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** Raster size of the master image every icon is scaled down from (at least the largest icon). */
const MASTER_SIZE = 512;

/** The source icon rasterized once, as raw RGBA pixels every size is scaled from (no PNG round trip). */
interface Master {
  data: Buffer;
  raw: { raw: { width: number; height: number; channels: 4 } };
}

/**
 * Rasterizes the source icon into a square RGBA image of `size` pixels (an SVG at the density that gives that size,
 * so it is drawn sharp rather than scaled), transparent where the icon is. The icon renderer and the icon checks
 * (icon-quality.ts) both see the icon through this.
 */
export async function rasterizeIcon(sourcePath: string, size: number): Promise<Buffer> {
  const input = await fs.readFile(sourcePath);
  const { format, width = size, height = size } = await sharp(input).metadata();
  const density = format === 'svg' ? Math.min(2400, Math.ceil((72 * size) / Math.min(width, height))) : undefined;
  return sharp(input, density ? { density } : {})
    .resize(size, size, { fit: 'contain', background: TRANSPARENT })
    .ensureAlpha()
    .raw()
    .toBuffer();
}

async function renderMaster(sourcePath: string): Promise<Master> {
  const data = await rasterizeIcon(sourcePath, MASTER_SIZE);
  return { data, raw: { raw: { width: MASTER_SIZE, height: MASTER_SIZE, channels: 4 } } };
}

/**
 * zlib level 2 without adaptive filtering. Measured per tenant (six icons, 2 CPUs): level 9 with adaptive filtering
 * ~500 ms, level 6 ~65 ms, level 2 ~47 ms for ~60 KB instead of ~52 KB. Icons are most of a tenant's build time,
 * and 100 tenants must cost less than a third of the one webpack compile.
 */
const PNG_OPTIONS = { compressionLevel: 2, adaptiveFiltering: false } as const;

async function renderOne(master: Master, spec: IconSpec, background: string): Promise<Buffer> {
  const scaled = (size: number) => sharp(master.data, master.raw).resize(size, size);
  if (spec.fill === 'transparent') return scaled(spec.size).png(PNG_OPTIONS).toBuffer();
  const inner = spec.fill === 'maskable' ? Math.floor(spec.size * MASKABLE_SAFE_ZONE) : spec.size;
  const art = await scaled(inner).raw().toBuffer();
  const offset = Math.floor((spec.size - inner) / 2);
  return sharp({ create: { width: spec.size, height: spec.size, channels: 4, background } })
    .composite([{ input: art, raw: { width: inner, height: inner, channels: 4 }, left: offset, top: offset }])
    .flatten({ background })
    .png(PNG_OPTIONS)
    .toBuffer();
}

/** Every icon of ICON_SPECS as PNG bytes, by file (relative to the site root). */
export type RenderedIcons = Map<string, Buffer>;

/** Renders every icon of ICON_SPECS from the tenant's source icon, in memory. */
export async function renderIcons(sourcePath: string, backgroundColor: string): Promise<RenderedIcons> {
  const master = await renderMaster(sourcePath);
  const pngs = await Promise.all(ICON_SPECS.map((spec) => renderOne(master, spec, backgroundColor)));
  return new Map(ICON_SPECS.map((spec, i) => [spec.file, pngs[i]]));
}

/**
 * Writes every icon of ICON_SPECS into `siteDir`: `rendered` when the build drew them ahead (during the app compile),
 * otherwise drawn now from the tenant's source icon. Returns the written files.
 */
export async function writeIcons(
  sourcePath: string,
  siteDir: string,
  backgroundColor: string,
  rendered?: Promise<RenderedIcons>,
): Promise<{ path: string; bytes: number }[]> {
  const icons = await (rendered ?? renderIcons(sourcePath, backgroundColor));
  await fs.mkdir(path.join(siteDir, path.dirname(ICON_FILES.icon192)), { recursive: true });
  return Promise.all(
    [...icons].map(async ([file, png]) => {
      const target = path.join(siteDir, file);
      await fs.writeFile(target, png);
      return { path: target, bytes: png.length };
    }),
  );
}
