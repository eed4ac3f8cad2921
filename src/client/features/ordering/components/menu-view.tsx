import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MenuCategory, MenuProduct } from '../../../api/ordering-catalogue';
import { useLanguage } from '../../../i18n/language-context';
import { localised } from '../lib/product-view';
import { orderingMessages as m } from '../messages';
import { GridViewIcon, ListViewIcon } from './icons';

export type MenuLayoutView = 'grid' | 'list';

/** Grid (two columns on a phone, 295 px cards on a wider screen) or one column (seed 002 §9 card width). */
export function ProductGrid({ view, children }: { view: MenuLayoutView; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns:
          view === 'grid' ? { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' } : '1fr',
      }}
    >
      {children}
    </Box>
  );
}

export function ViewToggle({ view, onChange }: { view: MenuLayoutView; onChange: (view: MenuLayoutView) => void }) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: MenuLayoutView | null) => next && onChange(next)}
    >
      <ToggleButton value="grid" aria-label={intl.formatMessage(m.gridView)}>
        <GridViewIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={intl.formatMessage(m.listView)}>
        <ListViewIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

const sectionId = (category: MenuCategory) => `menu-category-${category._id}`;

/** How many of the menu's first products a phone shows before any scroll: two rows of the grid, four of the list. */
const FIRST_SCREEN_PRODUCTS = 4;

/**
 * The menu of seed 002 §2: a chip bar of the categories (a tap scrolls to that category) over each category's
 * products in grid or list view.
 */
export function MenuView({
  categories,
  view,
  renderProduct,
}: {
  categories: readonly MenuCategory[];
  view: MenuLayoutView;
  /** `firstScreen`: one of the first products of the menu, likely in view before any scroll. */
  renderProduct: (product: MenuProduct, category: MenuCategory, firstScreen: boolean) => ReactNode;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const [current, setCurrent] = useState(categories[0]?._id ?? null);
  const firstScreen = new Set(
    categories
      .flatMap((category) => category.product_list.map((product) => product._id))
      .slice(0, FIRST_SCREEN_PRODUCTS),
  );
  const jump = (category: MenuCategory) => {
    setCurrent(category._id);
    document.getElementById(sectionId(category))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Stack spacing={2}>
      <Box
        component="nav"
        aria-label={intl.formatMessage(m.categories)}
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.default',
          py: 1,
          mx: -2,
          px: 2,
          overflowX: 'auto',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ width: 'max-content' }}>
          {categories.map((category) => (
            <Chip
              key={category._id}
              label={localised(category.name, language)}
              color={current === category._id ? 'primary' : 'default'}
              variant={current === category._id ? 'filled' : 'outlined'}
              aria-current={current === category._id ? 'true' : undefined}
              onClick={() => jump(category)}
            />
          ))}
        </Stack>
      </Box>
      {categories.map((category) => (
        <Box
          component="section"
          key={category._id}
          id={sectionId(category)}
          aria-labelledby={`${sectionId(category)}-title`}
          sx={{ scrollMarginTop: 56 }}
        >
          <Typography id={`${sectionId(category)}-title`} variant="h6" component="h2" sx={{ mb: 1, fontWeight: 700 }}>
            {localised(category.name, language)}
          </Typography>
          <ProductGrid view={view}>
            {category.product_list.map((product) => renderProduct(product, category, firstScreen.has(product._id)))}
          </ProductGrid>
        </Box>
      ))}
    </Stack>
  );
}
