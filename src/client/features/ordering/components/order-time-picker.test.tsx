import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { sampleOutlet } from '../../../testing/ordering-fixtures';
import { OrderTimePicker } from './order-time-picker';
import { TodayNotice } from './today-notice';

// Wednesday 2026-11-25 10:00 in Ulaanbaatar (UTC+8).
const NOW = new Date('2026-11-25T02:00:00Z');
const lunchAndDinner = sampleOutlet({
  pickupSettings: {
    mode: 'weekly',
    paddingDay: 0,
    times: [
      { startTime: '10:00', endTime: '12:00', values: [1, 2, 3, 4, 5, 6, 7] },
      { startTime: '17:00', endTime: '18:00', values: [3] },
    ],
  },
});

describe('order time (seed 002 §4, §5)', () => {
  beforeEach(() =>
    jest.useFakeTimers({
      now: NOW,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'nextTick',
        'setImmediate',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('asks for a time instead of showing NOW where NOW is not offered (pick-up shown as time ranges)', () => {
    const ranges = {
      ...lunchAndDinner,
      orderSettings: { ...lunchAndDinner.orderSettings, isPickupDisplayAsTimeRange: true },
    };
    const props = { mode: 'pick_up' as const, estimatedDate: null, disabled: false, onChoose: jest.fn() };
    const { unmount } = renderWithProviders(<OrderTimePicker outlet={lunchAndDinner} {...props} />);
    expect(screen.getByTestId('order-time')).toHaveTextContent('NOW');
    unmount();
    renderWithProviders(<OrderTimePicker outlet={ranges} {...props} />);
    expect(screen.getByTestId('order-time')).toHaveTextContent('Choose a time');
  });

  it('offers NOW and today’s slots from now + 29 minutes; another day picks its first slot', async () => {
    const onChoose = jest.fn();
    renderWithProviders(
      <OrderTimePicker
        outlet={lunchAndDinner}
        mode="pick_up"
        estimatedDate={null}
        disabled={false}
        onChoose={onChoose}
      />,
    );
    fireEvent.click(screen.getByTestId('order-time'));
    // The dialog loads on the first tap.
    const times = within(await screen.findByRole('group', { name: 'Order time' }));
    expect(times.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'NOW',
      '10:30',
      '11:00',
      '11:30',
      '17:00',
      '17:30',
    ]);
    fireEvent.click(times.getByRole('button', { name: '11:00' }));
    expect(onChoose).toHaveBeenLastCalledWith('2026-11-25 11:00');
    fireEvent.click(screen.getByTestId('order-time'));
    const dates = within(screen.getByRole('group', { name: 'Order date' }));
    expect(dates.getAllByRole('button')).toHaveLength(4);
    fireEvent.click(dates.getAllByRole('button')[1]);
    expect(onChoose).toHaveBeenLastCalledWith('2026-11-26 10:00');
  });

  it("says 'The order time for today has passed' after the last window, and nothing while open", () => {
    const closedEarly = sampleOutlet({
      pickupSettings: { mode: 'weekly', paddingDay: 0, times: [{ startTime: '07:00', endTime: '09:00', values: [3] }] },
    });
    const view = renderWithProviders(<TodayNotice outlet={closedEarly} mode="pick_up" estimatedDate={null} />);
    expect(screen.getByTestId('today-notice')).toHaveTextContent('The order time for today has passed');
    view.unmount();
    renderWithProviders(<TodayNotice outlet={lunchAndDinner} mode="pick_up" estimatedDate={null} />);
    expect(screen.queryByTestId('today-notice')).toBeNull();
  });
});
