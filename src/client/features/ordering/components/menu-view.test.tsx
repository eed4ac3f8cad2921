import { Profiler } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { sampleCategory, sampleProduct, text } from '../../../testing/ordering-fixtures';
import { categoriesWithin, MenuView, PRODUCTS_PER_RENDER } from './menu-view';
import { ProductImage } from './product-image';

const products = (category: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    sampleProduct({
      _id: `${category}-${index}`,
      name: text(`${category} ${index}`),
      image: `/img/${category}-${index}.png`,
    }),
  );

describe('MenuView product pictures (issue 14)', () => {
  it('loads the first four pictures of the menu at once and the rest lazily, across categories', () => {
    const categories = [
      sampleCategory({ _id: 'coffee', name: text('Coffee'), product_list: products('coffee', 3) }),
      sampleCategory({ _id: 'tea', name: text('Tea'), product_list: products('tea', 3) }),
    ];
    const { container } = renderWithProviders(
      <MenuView
        categories={categories}
        view="grid"
        renderProduct={(product, _category, firstScreen) => (
          <ProductImage key={product._id} src={product.image} name={product._id} eager={firstScreen} />
        )}
      />,
    );
    const loading = Array.from(container.querySelectorAll('img')).map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(screen.getByRole('heading', { name: 'Tea' })).toBeInTheDocument();
  });
});

describe('MenuView in slices (issue 14)', () => {
  const categories = Array.from({ length: 6 }, (_, index) =>
    sampleCategory({ _id: `c${index}`, name: text(`Category ${index}`), product_list: products(`c${index}`, 5) }),
  );

  it('draws the categories of the first products at once, every title in place, and the rest in later commits', async () => {
    const firstCategories = categoriesWithin(categories, PRODUCTS_PER_RENDER);
    expect(firstCategories).toBe(Math.floor(PRODUCTS_PER_RENDER / 5));
    // The cards in the document at each commit of the menu (Profiler's onRender runs in the commit, after the DOM).
    const commits: number[] = [];
    renderWithProviders(
      <Profiler id="menu" onRender={() => commits.push(document.querySelectorAll('[data-card]').length)}>
        <MenuView
          categories={categories}
          view="grid"
          renderProduct={(product) => <div key={product._id} data-card />}
        />
      </Profiler>,
    );
    expect(screen.getByRole('heading', { name: 'Category 5' })).toBeInTheDocument();
    await waitFor(() => expect(commits.at(-1)).toBe(30));
    expect(commits[0]).toBe(firstCategories * 5);
    expect(commits.length).toBeGreaterThan(2);
  });

  it('takes at least one category, however long', () => {
    expect(categoriesWithin([sampleCategory({ product_list: products('big', 40) })], PRODUCTS_PER_RENDER)).toBe(1);
    expect(categoriesWithin([], PRODUCTS_PER_RENDER)).toBe(0);
  });
});
