import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog, sheet or overlay whose code loads on its first `open` (issue 14): until then it renders nothing and its
 * chunk — with MUI's Modal, transitions and form controls — stays off the screen's first load. Once opened it stays
 * mounted, so closing plays its own exit transition and opening again is instant. Nothing shows while the chunk
 * loads: an overlay takes no room in the page, so the layout does not move.
 */
export function lazyOnOpen<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  function OnFirstOpen(props: Props) {
    const [opened, setOpened] = useState(props.open);
    // Latched during render (React's pattern for state derived from props), so the first open renders at once.
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnFirstOpen;
}
