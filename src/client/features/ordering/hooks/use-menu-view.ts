import { useState } from 'react';
import { pageStorage } from '../../../lib/page-storage';
import type { MenuLayoutView } from '../components/menu-view';

const MENU_VIEW_KEY = 'livery:order:menuView';

/** Grid or list, chosen on the menu and kept on the device, so search results follow the menu's view mode. */
export function useMenuView(): [MenuLayoutView, (view: MenuLayoutView) => void] {
  const [view, setView] = useState<MenuLayoutView>(() =>
    pageStorage().getItem(MENU_VIEW_KEY) === 'list' ? 'list' : 'grid',
  );
  return [
    view,
    (next) => {
      pageStorage().setItem(MENU_VIEW_KEY, next);
      setView(next);
    },
  ];
}
