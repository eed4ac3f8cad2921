/**
 * The receipt's typeface must print what a tenant's names and items may hold: Latin, Mongolian Cyrillic and Chinese.
 * Noto Sans CJK prints Latin, Russian Cyrillic and Chinese (Debian package fonts-noto-cjk), DejaVu Sans the Mongolian
 * letters ү and ө it lacks (fonts-dejavu-core); .ci/run installs both. A subset shipped in the repo could not cover
 * the names merchants type later. `LIVERY_RECEIPT_FONT_DIR` points at another folder holding the same
 * files. Without them the receipt still prints, in DejaVu Sans (Latin and Cyrillic) or else PDF's built-in Helvetica
 * (Latin only), and the server says so once at start.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ReceiptFont {
  /** A TrueType/OpenType file, or a built-in PDF font name when `file` is null. */
  file: string | null;
  /** The face inside a collection (.ttc), or the built-in font's name. */
  face: string;
}

export interface ReceiptFonts {
  regular: ReceiptFont;
  bold: ReceiptFont;
  /** Prints Chinese too (Noto Sans CJK found). */
  cjk: boolean;
  /**
   * For the letters the main font lacks: Noto Sans CJK has Russian Cyrillic but not Mongolian ү and ө, which
   * DejaVu Sans has (fonts-dejavu-core).
   */
  fallback: { regular: ReceiptFont; bold: ReceiptFont } | null;
}

const CJK_DIRS = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/noto-cjk', '/usr/share/fonts/google-noto-cjk'];
const DEJAVU_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu'];

const firstExisting = (dirs: readonly string[], file: string) =>
  dirs.map((dir) => path.join(dir, file)).find((candidate) => existsSync(candidate)) ?? null;

/** The best fonts this machine has, looked up in `fontDir` first (LIVERY_RECEIPT_FONT_DIR). */
export function findReceiptFonts(fontDir = process.env.LIVERY_RECEIPT_FONT_DIR): ReceiptFonts {
  const dirs = (base: readonly string[]) => (fontDir ? [fontDir, ...base] : base);
  const dejavuRegular = firstExisting(dirs(DEJAVU_DIRS), 'DejaVuSans.ttf');
  const dejavu = dejavuRegular && {
    regular: { file: dejavuRegular, face: 'DejaVuSans' },
    bold: { file: firstExisting(dirs(DEJAVU_DIRS), 'DejaVuSans-Bold.ttf') ?? dejavuRegular, face: 'DejaVuSans-Bold' },
  };
  const cjkRegular = firstExisting(dirs(CJK_DIRS), 'NotoSansCJK-Regular.ttc');
  if (cjkRegular) {
    const cjkBold = firstExisting(dirs(CJK_DIRS), 'NotoSansCJK-Bold.ttc');
    return {
      regular: { file: cjkRegular, face: 'NotoSansCJKsc-Regular' },
      bold: cjkBold
        ? { file: cjkBold, face: 'NotoSansCJKsc-Bold' }
        : { file: cjkRegular, face: 'NotoSansCJKsc-Regular' },
      cjk: true,
      fallback: dejavu || null,
    };
  }
  if (dejavu) return { ...dejavu, cjk: false, fallback: null };
  return {
    regular: { file: null, face: 'Helvetica' },
    bold: { file: null, face: 'Helvetica-Bold' },
    cjk: false,
    fallback: null,
  };
}

const bytesOfFile = new Map<string, Buffer>();

/** A font file's bytes, read once per process: the CJK collections are about 20 MB each. */
export function fontBytes(file: string): Buffer {
  let bytes = bytesOfFile.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    bytesOfFile.set(file, bytes);
  }
  return bytes;
}
