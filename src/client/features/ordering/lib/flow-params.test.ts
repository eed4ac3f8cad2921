import { readFlowParams, searchAfterModeChange, searchWithoutOutlet } from './flow-params';

describe('ordering flow parameters (seed 002 §2)', () => {
  it('reads outlet, table and pager under either of their names', () => {
    expect(readFlowParams('?outlet=o1&table=T4&extId2=B7', null)).toEqual({
      outletId: 'o1',
      tableNumber: 'T4',
      pagerNumber: 'B7',
      isDelivery: false,
      isTakeout: false,
      fromTableToken: false,
    });
    expect(readFlowParams('?tableOutlet=o2&extId=12&pager=9&isDelivery=true', null)).toMatchObject({
      outletId: 'o2',
      tableNumber: '12',
      pagerNumber: '9',
      isDelivery: true,
    });
  });

  it('reads takeout=true, the mark of a pick-up chosen on an earlier visit', () => {
    expect(readFlowParams('?outlet=o1&table=T4&takeout=true', null)).toMatchObject({
      tableNumber: 'T4',
      isTakeout: true,
    });
  });

  it('takes the outlet from tableToken after an exchange and marks the session', () => {
    expect(readFlowParams('?tableToken=o3', null)).toMatchObject({ outletId: 'o3', fromTableToken: true });
  });

  it('falls back to the stored table number, and the address wins over it', () => {
    expect(readFlowParams('?outlet=o1', 'T9').tableNumber).toBe('T9');
    expect(readFlowParams('?outlet=o1&table=EATIN', 'T9').tableNumber).toBe('EATIN');
    expect(readFlowParams('', '  ').tableNumber).toBeNull();
  });

  it('adds takeout or isDelivery on a mode change, and delivery drops the table', () => {
    expect(searchAfterModeChange('?outlet=o1&table=T4', 'pick_up')).toBe('?outlet=o1&table=T4&takeout=true');
    expect(searchAfterModeChange('?outlet=o1&table=T4&extId=T4&takeout=true', 'delivery')).toBe(
      '?outlet=o1&isDelivery=true',
    );
    expect(searchAfterModeChange('?outlet=o1&isDelivery=true', 'dine_in')).toBe('?outlet=o1');
  });

  it('forgets the outlet for a branch change, keeping the rest', () => {
    expect(searchWithoutOutlet('?outlet=o1&tableOutlet=o1&pager=3')).toBe('?pager=3');
    expect(searchWithoutOutlet('?outlet=o1')).toBe('');
  });
});
