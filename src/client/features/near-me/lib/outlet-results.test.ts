import type { NearMerchant } from '../../../api/merchants';
import { mapsLink, outletResults, telLink } from './outlet-results';

const outlet = (id: string, distance: number) => ({
  _id: id,
  name: id,
  image: null,
  isMenu: true,
  isOrder: true,
  contact: { location: { latitude: 1, longitude: 2 } },
  workingHours: {},
  distance,
});
const merchant = (id: string, outlets: ReturnType<typeof outlet>[]): NearMerchant => ({
  type: 'merchant',
  _id: id,
  name: id,
  description: '',
  logo: null,
  image: null,
  color: '#000',
  subdomain: null,
  category: null,
  isSponsored: false,
  isFollowed: false,
  followedCount: 0,
  joined: false,
  distance: Math.min(...outlets.map((o) => o.distance)),
  outlets,
});

describe('outlet results', () => {
  const merchants = [merchant('a', [outlet('a1', 300), outlet('a2', 2500)]), merchant('b', [outlet('b1', 900)])];

  it('gives one result per outlet, nearest first across merchants', () => {
    expect(outletResults(merchants).map((r) => r.outlet._id)).toEqual(['a1', 'b1', 'a2']);
  });

  it('narrows to one merchant', () => {
    expect(outletResults(merchants, 'b').map((r) => r.merchant._id)).toEqual(['b']);
  });

  it('builds phone and maps links', () => {
    expect(telLink('+976 7700-1000')).toBe('tel:+97677001000');
    expect(mapsLink({ latitude: 47.9, longitude: 106.9 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=47.9,106.9',
    );
  });
});
