import { countPopupView, duePopups, POPUP_VIEWS_KEY } from './popup-views';

const popup = (id: string, showTimes: number, isActive = true) => ({ _id: id, isActive, showTimes });

describe('order popups counted on the device (seed 002 §4)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows a message while its showTimes exceeds its view count, in order', () => {
    const popups = [popup('a', 2), popup('b', 1), popup('off', 5, false)];
    expect(duePopups(popups, window.localStorage).map((p) => p._id)).toEqual(['a', 'b']);
    countPopupView('a', window.localStorage);
    countPopupView('b', window.localStorage);
    expect(duePopups(popups, window.localStorage).map((p) => p._id)).toEqual(['a']);
    countPopupView('a', window.localStorage);
    expect(duePopups(popups, window.localStorage)).toEqual([]);
  });

  it('starts counting afresh when the stored counts are unreadable', () => {
    window.localStorage.setItem(POPUP_VIEWS_KEY, '{not json');
    expect(duePopups([popup('a', 1)], window.localStorage)).toHaveLength(1);
  });
});
