import { startTransition, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MenuCategory, MenuProduct } from '../../../api/ordering-catalogue';
import { FlexStack } from '../../../components/flex-stack';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { TagButton } from '../../../components/tag';
import { useLanguage } from '../../../i18n/language-context';
import { localised } from '../lib/product-view';
import { menuCardMessages as m } from '../menu-card-messages';
import { GridViewIcon, ListViewIcon } from './menu-icons';

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
    <ChoiceButtons
      fullWidth={false}
      color="standard"
      value={view}
      onChange={onChange}
      choices={[
        { value: 'grid', label: <GridViewIcon fontSize="small" />, 'aria-label': intl.formatMessage(m.gridView) },
        { value: 'list', label: <ListViewIcon fontSize="small" />, 'aria-label': intl.formatMessage(m.listView) },
      ]}
    />
  );
}

const sectionId = (category: MenuCategory) => `menu-category-${category._id}`;

/** How many of the menu's first products a phone shows before any scroll: two rows of the grid, four of the list. */
const FIRST_SCREEN_PRODUCTS = 4;
/**
 * Products drawn per render: the first render draws the categories holding the first ones, and each later one, in a
 * transition (time-sliced, and its commit a task of its own), the next categories up to as many more products. A
 * whole menu in one render and commit was one long task when its data arrived (190 ms at 4x CPU for brew-lane).
 * Six is a phone's first screen and a little more (FIRST_SCREEN_PRODUCTS): the server sends that much, and the app's
 * first commit, which replaces the server's markup, draws no more (12 drew every product of a retail sample menu).
 */
export const PRODUCTS_PER_RENDER = 6;
/** A phone's height of a grid row (4:3 picture, name, badges, price, +/-) and of a list row: for sections not drawn. */
const ROW_HEIGHT = { grid: 280, list: 128 } as const;

/** The categories whose products fit in `budget`, at least one. */
export function categoriesWithin(categories: readonly MenuCategory[], budget: number): number {
  let count = 0;
  let products = 0;
  while (count < categories.length && (count === 0 || products + categories[count].product_list.length <= budget))
    products += categories[count++].product_list.length;
  return count;
}

/** The height a section's products take on a phone, before they are drawn (and kept by `content-visibility`). */
const estimatedHeight = (category: MenuCategory, view: MenuLayoutView) =>
  Math.ceil(category.product_list.length / (view === 'grid' ? 2 : 1)) * ROW_HEIGHT[view];

// One rule for every section. Off screen, `content-visibility: auto` skips a section's layout and paint until it
// nears the viewport; its size meanwhile is the estimate in its style (`auto`: then the size it last had).
const Section = styled('section')({ scrollMarginTop: 56, contentVisibility: 'auto' });
const SectionTitle = styled('h2')(({ theme }) => ({
  ...theme.typography.h6,
  margin: 0,
  marginBottom: theme.spacing(1),
  fontWeight: 700,
}));

/**
 * The menu of seed 002 §2: a chip bar of the categories (a tap scrolls to that category) over each category's
 * products in grid or list view. Categories not drawn yet keep their place with their title and estimated height.
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
  const [budget, setBudget] = useState(PRODUCTS_PER_RENDER);
  const drawn = categoriesWithin(categories, budget);
  useEffect(() => {
    if (drawn < categories.length) startTransition(() => setBudget((last) => last + PRODUCTS_PER_RENDER));
  }, [drawn, categories.length]);
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
    <FlexStack spacing={2}>
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
        <FlexStack direction="row" spacing={1} sx={{ width: 'max-content' }}>
          {categories.map((category) => (
            <TagButton
              key={category._id}
              label={localised(category.name, language)}
              color={current === category._id ? 'primary' : 'default'}
              variant={current === category._id ? 'filled' : 'outlined'}
              aria-current={current === category._id ? 'true' : undefined}
              onClick={() => jump(category)}
            />
          ))}
        </FlexStack>
      </Box>
      {categories.map((category, index) => (
        <Section
          key={category._id}
          id={sectionId(category)}
          aria-labelledby={`${sectionId(category)}-title`}
          style={{ containIntrinsicSize: `auto ${estimatedHeight(category, view) + 40}px` }}
        >
          <SectionTitle id={`${sectionId(category)}-title`}>{localised(category.name, language)}</SectionTitle>
          {index < drawn ? (
            <ProductGrid view={view}>
              {category.product_list.map((product) => renderProduct(product, category, firstScreen.has(product._id)))}
            </ProductGrid>
          ) : (
            <div style={{ height: estimatedHeight(category, view) }} />
          )}
        </Section>
      ))}
    </FlexStack>
  );
}
