import { renderWithProviders } from '@exam/shared-ui/testing';
import { useCountdown } from '../hooks/use-countdown';
import { ServerClock } from '../lib/server-clock';

const NOW = Date.parse('2026-05-01T09:00:00Z');

describe('the exam timer’s countdown', () => {
  it('shows the time left in the very render that brings the deadline, never a frame at zero', () => {
    const clock = new ServerClock(() => NOW);
    const drawn: number[] = [];
    function Timer({ deadline }: { deadline: string | null }) {
      drawn.push(useCountdown(clock, deadline, () => undefined));
      return null;
    }
    const { rerender } = renderWithProviders(<Timer deadline={null} />);
    drawn.length = 0;
    // The attempt is read: an hour left.
    rerender(<Timer deadline={new Date(NOW + 3_600_000).toISOString()} />);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((ms) => ms === 3_600_000)).toBe(true);
    // The admin cuts the time to four minutes: the next render says so.
    drawn.length = 0;
    rerender(<Timer deadline={new Date(NOW + 240_000).toISOString()} />);
    expect(drawn).not.toHaveLength(0);
    expect(drawn.every((ms) => ms === 240_000)).toBe(true);
  });
});
