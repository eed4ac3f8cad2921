import { merchantOpenState } from './merchant-open-state';

// A Wednesday at 10:00 local time.
const wednesdayTen = new Date(2026, 0, 7, 10, 0);

describe('merchantOpenState', () => {
  it('is open when any outlet is open now', () => {
    const outlets = [{ workingHours: { wed: '12:00-20:00' } }, { workingHours: { wed: '09:00-18:00' } }];
    expect(merchantOpenState(outlets, wednesdayTen)).toBe('open');
  });

  it('is closed when outlets have hours today but none is open', () => {
    expect(merchantOpenState([{ workingHours: { wed: '12:00-20:00' } }], wednesdayTen)).toBe('closed');
  });

  it('is not available without outlets or without hours for today', () => {
    expect(merchantOpenState([], wednesdayTen)).toBe('unavailable');
    expect(merchantOpenState(undefined, wednesdayTen)).toBe('unavailable');
    expect(merchantOpenState([{ workingHours: { mon: '09:00-18:00' } }], wednesdayTen)).toBe('unavailable');
  });
});
