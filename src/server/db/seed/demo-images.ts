/**
 * Pictures of the demo catalogue: small SVG drawings kept in the rows as data: URLs, so the demo shows a picture on
 * every card without an image host (the app's img-src allows data:). A merchant's real catalogue stores URLs.
 */

/** Drawings on a 96 × 96 canvas, in the foreground colour. */
const DRAWINGS = {
  cup: '<path d="M24 34h40v22a20 20 0 0 1-20 20h0a20 20 0 0 1-20-20z"/><path d="M64 40h6a9 9 0 0 1 0 18h-6" fill="none" stroke-width="5" stroke="currentColor"/><path d="M34 16c-4 6 4 8 0 14M46 14c-4 6 4 8 0 14" fill="none" stroke-width="3" stroke="currentColor"/>',
  glass:
    '<path d="M28 18h40l-6 62H34z"/><rect x="36" y="34" width="10" height="10" rx="2" fill="#fff" opacity=".6"/><rect x="50" y="44" width="10" height="10" rx="2" fill="#fff" opacity=".6"/><path d="M54 8l-6 22" stroke="currentColor" stroke-width="4"/>',
  croissant:
    '<path d="M12 58c10-26 62-26 72 0-8 6-16 4-20-2-6 8-26 8-32 0-4 6-12 8-20 2z"/><path d="M36 40l4 16M48 36v20M60 40l-4 16" stroke="#fff" stroke-width="3" opacity=".6"/>',
  loaf: '<rect x="14" y="34" width="68" height="36" rx="14"/><path d="M30 40l6 8M44 40l6 8M58 40l6 8" stroke="#fff" stroke-width="4" opacity=".6"/>',
  plate:
    '<circle cx="48" cy="52" r="32"/><circle cx="48" cy="52" r="22" fill="#fff" opacity=".35"/><circle cx="42" cy="48" r="8" fill="#fff"/><circle cx="42" cy="48" r="4" fill="#F9C74F"/><path d="M56 58h12" stroke="#fff" stroke-width="5"/>',
  bowl: '<path d="M12 46h72a36 30 0 0 1-72 0z"/><path d="M30 38c4-10 10-10 14 0M48 36c4-10 10-10 14 0" fill="none" stroke="currentColor" stroke-width="4"/><rect x="34" y="78" width="28" height="6" rx="3"/>',
  flatbread:
    '<ellipse cx="48" cy="52" rx="36" ry="24"/><circle cx="36" cy="46" r="4" fill="#fff" opacity=".5"/><circle cx="56" cy="56" r="5" fill="#fff" opacity=".5"/><circle cx="60" cy="42" r="3" fill="#fff" opacity=".5"/>',
  set: '<rect x="10" y="50" width="36" height="28" rx="8"/><path d="M52 30h30l-4 48H56z"/><circle cx="28" cy="36" r="12"/>',
  jacket:
    '<path d="M30 14h36l18 18-8 14-8-6v46H28V40l-8 6-8-14z"/><path d="M48 16v70" stroke="#fff" stroke-width="3" opacity=".6"/>',
  boot: '<path d="M30 12h24v44l26 10v14H20V12z"/><path d="M20 72h60" stroke="#fff" stroke-width="4" opacity=".5"/>',
  bag: '<rect x="18" y="34" width="60" height="48" rx="8"/><path d="M34 34v-8a14 14 0 0 1 28 0v8" fill="none" stroke="currentColor" stroke-width="6"/>',
  hat: '<path d="M20 62a28 30 0 0 1 56 0z"/><rect x="14" y="62" width="68" height="12" rx="6"/><circle cx="48" cy="26" r="7"/>',
  tent: '<path d="M48 14l36 66H12z"/><path d="M48 40l12 40H36z" fill="#fff" opacity=".5"/>',
  bottle:
    '<rect x="40" y="8" width="16" height="14" rx="3"/><path d="M36 22h24l6 14v48a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V36z"/><rect x="32" y="46" width="32" height="18" fill="#fff" opacity=".5"/>',
  fruit:
    '<circle cx="48" cy="56" r="28"/><path d="M48 28c0-8 4-14 12-16" fill="none" stroke="currentColor" stroke-width="4"/><path d="M50 26c8-8 18-6 20-2-6 6-14 6-20 2z"/>',
  box: '<path d="M16 30l32-14 32 14v40L48 84 16 70z"/><path d="M16 30l32 14 32-14M48 44v40" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>',
  leaf: '<path d="M20 76C20 36 44 16 80 16c0 40-20 60-60 60z"/><path d="M20 76L60 36" stroke="#fff" stroke-width="3" opacity=".6"/>',
  popup:
    '<rect x="10" y="20" width="76" height="56" rx="10"/><path d="M26 44h44M26 56h28" stroke="#fff" stroke-width="6"/>',
} as const;

export type Drawing = keyof typeof DRAWINGS;

/** A square picture: the drawing in `ink` on a `paper` background, as a data: URL. */
export function demoImage(drawing: Drawing, paper: string, ink: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" color="${ink}" fill="${ink}">` +
    `<rect width="96" height="96" fill="${paper}"/>${DRAWINGS[drawing]}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
