import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { TenantRegistry, type TenantSetChange } from './tenant-registry';

const [alpha, bravo] = FIXTURE_TENANTS;

describe('TenantRegistry', () => {
  it('tells added, changed, rebuilt and removed tenants apart, and swaps the whole set', () => {
    const registry = new TenantRegistry([
      { config: alpha, build: 'a1' },
      { config: bravo, build: 'b1' },
    ]);
    const before = registry.current();
    const heard: TenantSetChange[] = [];
    registry.onChange((change) => heard.push(change));
    const charlie = { ...alpha, id: 'charlie', subdomain: 'charlie' };
    const change = registry.replace([
      { config: { ...alpha, brand: { ...alpha.brand, color: '#0A7D5A' } }, build: 'a2' },
      { config: charlie, build: 'c1' },
    ]);
    expect(change).toEqual({ added: ['charlie'], changed: ['alpha'], rebuilt: [], removed: ['bravo'] });
    expect(heard).toEqual([change]);
    // A request holding the old snapshot still sees the old set.
    expect([...before.byId.keys()]).toEqual(['alpha', 'bravo']);
    expect(registry.current().routes).toEqual([
      { id: 'alpha', subdomain: 'alpha' },
      { id: 'charlie', subdomain: 'charlie' },
    ]);
    expect(
      registry.replace([
        { config: registry.current().byId.get('alpha')!, build: 'a3' },
        { config: charlie, build: 'c1' },
      ]),
    ).toEqual({
      added: [],
      changed: [],
      rebuilt: ['alpha'],
      removed: [],
    });
  });

  it('keeps quiet when nothing changed', () => {
    const registry = new TenantRegistry([{ config: alpha, build: 'a1' }]);
    const listener = jest.fn();
    registry.onChange(listener);
    registry.replace([{ config: alpha, build: 'a1' }]);
    expect(listener).not.toHaveBeenCalled();
  });

  it("serves the operator's default tenant when it exists, else the build's, else the first id", () => {
    const both = [{ config: alpha }, { config: bravo }];
    expect(new TenantRegistry(both, { preferred: 'bravo', fromBuild: 'alpha' }).current().defaultTenant).toBe('bravo');
    expect(new TenantRegistry(both, { preferred: 'gone', fromBuild: 'bravo' }).current().defaultTenant).toBe('bravo');
    expect(new TenantRegistry(both).current().defaultTenant).toBe('alpha');
    const registry = new TenantRegistry(both, { preferred: 'bravo' });
    registry.replace([{ config: alpha }], 'alpha');
    expect(registry.current().defaultTenant).toBe('alpha');
    registry.replace(both, 'alpha');
    expect(registry.current().defaultTenant).toBe('bravo');
    expect(new TenantRegistry([]).current().defaultTenant).toBeUndefined();
  });
});
