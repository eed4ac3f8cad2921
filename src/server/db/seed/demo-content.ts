import type { WorkingHours } from '../schema';

/** Every demo tenant's shops sit around this point (Ulaanbaatar, Sükhbaatar Square), within ~8 km. */
export const DEMO_CENTER = { latitude: 47.9189, longitude: 106.9176 };
/** Known demo member of every tenant (documented in docs/api.md). */
export const DEMO_MEMBER = {
  phone: '+97699000001',
  email: 'demo@livery.test',
  password: 'livery-demo-1',
  firstname: 'Demo',
  lastname: 'Member',
};
/** A second member on every tenant: the demo member's gift history has someone at the other end, and e2e can gift. */
export const DEMO_FRIEND = {
  phone: '+97699000002',
  firstname: 'Bold',
  lastname: 'Friend',
};
export const DEMO_MERCHANT_COUNT = 32;

export const CATEGORIES = [
  { slug: 'coffee', name: 'Coffee', color: '#6F4E37', icon: 'local_cafe' },
  { slug: 'bakery', name: 'Bakery', color: '#C68B59', icon: 'bakery_dining' },
  { slug: 'restaurant', name: 'Restaurants', color: '#D84315', icon: 'restaurant' },
  { slug: 'fast-food', name: 'Fast food', color: '#F9A825', icon: 'fastfood' },
  { slug: 'grocery', name: 'Grocery', color: '#2E7D32', icon: 'local_grocery_store' },
  { slug: 'fashion', name: 'Fashion', color: '#AD1457', icon: 'checkroom' },
  { slug: 'beauty', name: 'Beauty', color: '#8E24AA', icon: 'spa' },
  { slug: 'fitness', name: 'Fitness', color: '#1565C0', icon: 'fitness_center' },
  { slug: 'books', name: 'Books', color: '#4E342E', icon: 'menu_book' },
  { slug: 'electronics', name: 'Electronics', color: '#37474F', icon: 'devices' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

/** The id the demo gives a tenant's directory category (the seed writes it; the feed's seed reads a trade from it). */
export const demoCategoryId = (tenantId: string, slug: CategorySlug) => `${tenantId}-cat-${slug}`;

export const STREETS = [
  'Peace Avenue',
  'Seoul Street',
  'Chinggis Avenue',
  'Olympic Street',
  'Baga Toiruu',
  'Ikh Toiruu',
];

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
/** Weekly hours: weekdays from `open` to `close`, shorter weekends, Sunday closed for some. */
export function weeklyHours(open: number, close: number, sundayClosed: boolean): WorkingHours {
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const hours: WorkingHours = {};
  for (const day of WEEKDAYS) hours[day] = `${hh(open)}-${hh(close)}`;
  hours.sat = `${hh(open + 1)}-${hh(close - 1)}`;
  if (!sundayClosed) hours.sun = `${hh(open + 2)}-${hh(close - 2)}`;
  return hours;
}

export const NOTIFICATION_SAMPLES = [
  { type: 'posTransaction', title: 'You earned 25 points', value: '25' },
  { type: 'programTransaction', title: 'Stamp added to your card', value: '1' },
  { type: 'programTransactionRedeem', title: 'You redeemed 100 points', value: '100' },
  { type: 'voucherReloaded', title: 'Your voucher was reloaded', value: '10.00' },
  { type: 'voucherRedeemed', title: 'Voucher used', value: '5.00' },
  { type: 'orderStatusChanged', title: 'Your order is ready for pickup', value: null },
  { type: 'feedback', title: 'How was your visit?', value: null },
  { type: 'promotion', title: 'Two for one this weekend', value: null },
  { type: 'merchant', title: 'New outlet opened near you', value: null },
] as const;

export const FAQ = [
  ['How do I earn points?', 'Show your member code at the counter or order in the app; points arrive within minutes.'],
  ['When do my points expire?', 'Points stay valid for 12 months after your last visit.'],
  ['Can I use store credit and points together?', 'Yes: choose both at checkout and the rest is paid by card.'],
  ['How do I change my phone number?', 'Open Profile, tap your phone and confirm the code we send to the new number.'],
] as const;
