import { mapsApiKey } from './maps-key';

describe('mapsApiKey', () => {
  it("is the tenant's maps.apiKey", () => {
    const apiKey = `AIza${'k'.repeat(35)}`;
    expect(mapsApiKey({ maps: { apiKey } })).toBe(apiKey);
  });
  it('is undefined without one (Near Me stays a list with "Could not load map")', () => {
    expect(mapsApiKey({})).toBeUndefined();
    expect(mapsApiKey({ maps: { apiKey: '' } })).toBeUndefined();
  });
});
