/**
 * The text of a PDF as its reader would copy it, for tests: each text object's strings decoded through the font's
 * ToUnicode map (embedded fonts write glyph ids, not characters), one line per text object. Covers what pdfkit
 * writes (uncompressed object table, Flate streams, Type0 fonts with ToUnicode, standard fonts with literal strings);
 * not a general PDF parser. No PDF text extractor is installed (pdf-parse, pdfjs-dist, poppler's pdftotext).
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const [, id, body] = match;
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(id, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const raw = Buffer.from(body.slice(streamAt + '\nstream\n'.length, body.lastIndexOf('\nendstream')), 'latin1');
    objects.set(id, { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** A hex string's text: PDF allows white space between its digits (pdfkit writes a ligature as `<0066 0066>`). */
const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** glyph id (hex, 4 digits) → text, from a ToUnicode CMap's bfchar and bfrange sections. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexOf = (n: number) => n.toString(16).padStart(4, '0');
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, from, to] of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(from.toLowerCase(), utf16(to));
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, target] of section[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const start = parseInt(lo, 16);
      const end = parseInt(hi, 16);
      // `<>` (a glyph with no text, as pdfkit writes for .notdef) keeps its place in the array: skipping it would
      // shift every later glyph of the range onto its neighbour's text.
      const targets = [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => m[1].replace(/\s+/g, ''));
      for (let glyph = start; glyph <= end; glyph++) {
        const offset = glyph - start;
        if (target.startsWith('[')) {
          if (targets[offset]) map.set(hexOf(glyph), utf16(targets[offset]));
        } else {
          const first = parseInt(targets[0], 16) + offset;
          map.set(hexOf(glyph), String.fromCharCode(first));
        }
      }
    }
  return map;
}

/** The decoded strings of one text-showing operand list: `[<..> 12 <..>] TJ`, `<..> Tj` or `(..) Tj`. */
function decodeStrings(operands: string, glyphs: Map<string, string> | undefined): string {
  let out = '';
  for (const [, hex, literal] of operands.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
    if (literal !== undefined) out += literal.replace(/\\(.)/g, '$1');
    else for (let i = 0; i < hex.length; i += 4) out += glyphs?.get(hex.slice(i, i + 4).toLowerCase()) ?? '\uFFFD';
  }
  return out;
}

export interface PdfContent {
  /** One line per text object, in drawing order. */
  lines: string[];
  /** BaseFont names of the fonts the document uses (subset prefix removed). */
  fonts: string[];
  /** Entries of the document information dictionary that are plain literal strings (Title, Author, …). */
  info: Record<string, string>;
}

export function pdfContent(pdf: Buffer): PdfContent {
  const objects = objectsOf(pdf);
  const glyphsOfObject = new Map<string, Map<string, string>>();
  const fonts: string[] = [];
  for (const [id, object] of objects) {
    if (!/\/Type \/Font\b/.test(object.dict)) continue;
    const base = /\/BaseFont \/(?:[A-Z]{6}\+)?(\S+)/.exec(object.dict)?.[1];
    if (base) fonts.push(base);
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(object.dict)?.[1];
    const cmap = cmapId && objects.get(cmapId)?.stream;
    if (cmap) glyphsOfObject.set(id, toUnicodeMap(cmap.toString('latin1')));
  }
  // Resource names (/F2) → font objects, from every page's font dictionary.
  const fontByName = new Map<string, string>();
  for (const object of objects.values())
    for (const [, block] of object.dict.matchAll(/\/Font <<([\s\S]*?)>>/g))
      for (const [, name, id] of block.matchAll(/\/(\S+) (\d+) 0 R/g)) fontByName.set(name, id);
  const lines: string[] = [];
  for (const object of objects.values()) {
    const content = object.stream?.toString('latin1');
    if (!content || !/\bBT\b/.test(content) || /\/Type \/(Font|XObject)/.test(object.dict)) continue;
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font: string | undefined;
      let line = '';
      for (const [, name, operands] of block.matchAll(
        /\/(\S+) [\d.]+ Tf|(\[[^\]]*\]|<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)) T[Jj]/g,
      ))
        if (name) font = fontByName.get(name);
        else line += decodeStrings(operands, font ? glyphsOfObject.get(font) : undefined);
      lines.push(line);
    }
  }
  const info: Record<string, string> = {};
  for (const object of objects.values())
    for (const [, key, ref] of object.dict.matchAll(/\/(Title|Author|Subject) (\d+) 0 R/g)) {
      const literal = /^\((.*)\)$/s.exec(objects.get(ref)?.dict.trim() ?? '')?.[1];
      if (literal !== undefined) info[key] = literal.replace(/\\(.)/g, '$1');
    }
  return { lines, fonts, info };
}
