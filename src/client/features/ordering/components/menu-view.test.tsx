import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { sampleCategory, sampleProduct, text } from '../../../testing/ordering-fixtures';
import { MenuView } from './menu-view';
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
