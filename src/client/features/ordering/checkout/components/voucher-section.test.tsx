import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartVoucher } from '../../../../api/ordering-cart';
import { fakeFetch, httpReply, renderWithProviders } from '../../../../testing/render-with-providers';
import { sampleCart, sampleOutlet } from '../../../../testing/ordering-fixtures';
import { VoucherSection } from './voucher-section';

const card = (overrides: Partial<CartVoucher> & Pick<CartVoucher, '_id' | 'name'>): CartVoucher => ({
  voucherId: `v-${overrides._id}`,
  image: null,
  voucherType: 'cash',
  voucherValueType: 'amount',
  value: '5.00',
  voucherExpiryDate: null,
  productCount: 0,
  outlets: [],
  channels: [],
  voucherEvent: null,
  products: [],
  isApplied: false,
  block: null,
  ...overrides,
});
const text = (en: string) => ({ en_US: en, zh_CN: en });
const cash = card({ _id: 'c1', name: '$5 off', voucherEvent: 'Birthday' });
const pastry = card({
  _id: 'c2',
  name: 'Free pastry',
  voucherType: 'feeItem',
  productCount: 1,
  products: [
    { _id: 'p1', name: text('Croissant'), image: null, isChoosable: true },
    { _id: 'p2', name: text('Muffin'), image: null, isChoosable: true },
  ],
});
const elsewhere = card({ _id: 'c3', name: 'Other branch', block: 'wrongOutlet' });

function serve(cards: CartVoucher[], put: () => unknown = () => ({ data: sampleCart() })) {
  return fakeFetch((url, init) => {
    if (url.pathname === '/api/order/cart/o1/vouchers') return { data: cards };
    if (url.pathname === '/api/order/cart/o1/discounts' && init?.method === 'PUT') return put();
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
}

const renderSection = () =>
  renderWithProviders(<VoucherSection cart={sampleCart({ outlet: 'o1' })} outlet={sampleOutlet()} />);
const sent = (calls: ReturnType<typeof serve>) =>
  calls.filter((c) => c.url.pathname.endsWith('/discounts')).map((c) => JSON.parse(String(c.init?.body)));
const toasts = (store: ReturnType<typeof renderSection>['store']) =>
  store.getState().ui.toasts.map((t: { message: string }) => t.message);

describe('VoucherSection', () => {
  it('applies a voucher with its discount list and shows its event title', async () => {
    const calls = serve([cash]);
    renderSection();
    const article = await screen.findByRole('article', { name: '$5 off' });
    expect(within(article).getByText('Birthday')).toBeInTheDocument();
    fireEvent.click(within(article).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(sent(calls)).toEqual([{ discountList: [{ discount_code: 'VOUCHER', reference_id: 'c1' }] }]),
    );
  });

  it('takes an applied voucher off (Applied → empty list)', async () => {
    const calls = serve([{ ...cash, isApplied: true, voucherEvent: null }]);
    renderSection();
    const article = await screen.findByRole('article', { name: '$5 off' });
    expect(within(article).getByText('General event')).toBeInTheDocument();
    fireEvent.click(within(article).getByRole('button', { name: 'Applied' }));
    await waitFor(() => expect(sent(calls)).toEqual([{ discountList: [] }]));
  });

  it("refuses another outlet's voucher with the seed toast and sends nothing", async () => {
    const calls = serve([elsewhere]);
    const { store } = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(toasts(store)).toEqual(['This voucher is not applicable to the selected outlet.']);
    expect(sent(calls)).toEqual([]);
  });

  it("an item voucher asks 'Please choose 1 item', refuses a second pick, then sends the chosen product", async () => {
    const calls = serve([pastry]);
    const { store } = renderSection();
    const article = await screen.findByRole('article', { name: 'Free pastry' });
    fireEvent.click(within(article).getByRole('button', { name: 'Apply' }));
    expect(toasts(store)).toEqual(['Please choose 1 item']);
    // The list opened by itself; Hide item closes it again.
    expect(within(article).getByRole('button', { name: 'Hide item' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(article).getByRole('checkbox', { name: 'Choose Croissant for this voucher' }));
    fireEvent.click(within(article).getByRole('checkbox', { name: 'Choose Muffin for this voucher' }));
    expect(toasts(store)).toEqual(['Please choose 1 item', 'All products has chosen']);
    expect(within(article).getByRole('checkbox', { name: 'Choose Muffin for this voucher' })).not.toBeChecked();
    fireEvent.click(within(article).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(sent(calls)).toEqual([
        { discountList: [{ discount_code: 'VOUCHER', reference_id: 'c2', products: ['p1'] }] },
      ]),
    );
  });

  it('shows the server refusal in the seed words, and nothing for the silent 409', async () => {
    const stacking = httpReply(400, {
      statusCode: 400,
      code: 'VOUCHER_STACKING',
      message: 'You can use only double free item voucher',
      orderSystemCode: 579,
    });
    serve([cash], () => stacking);
    const { store } = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toasts(store)).toEqual(['You can use only double free item voucher']));

    window.localStorage.clear();
    serve([cash], () => httpReply(409, { statusCode: 409, code: 'CONFLICT', message: 'same' }));
    const second = renderSection();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Apply' })).at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts(second.store)).toEqual([]);
  });
});
