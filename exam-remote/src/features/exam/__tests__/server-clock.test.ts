import { ServerClock } from '../lib/server-clock';

describe('ServerClock: remaining = deadline − (device now + offset)', () => {
  it('takes the offset from serverNow at the middle of the request', () => {
    let device = 1_000_000;
    const clock = new ServerClock(() => device);
    // Sent at device 1,000,000, answered 200 ms later; the server's clock read 1,500,100 then (mid-way).
    clock.sync(new Date(1_500_100).toISOString(), 1_000_000, 1_000_200);
    expect(clock.offsetMs()).toBe(500_000);
    device = 1_000_200;
    expect(clock.remaining(new Date(1_560_200).toISOString())).toBe(60_000);
  });

  it('a device clock hours off shows the server’s time left, not its own', () => {
    const clock = new ServerClock(() => Date.parse('2030-01-01T05:00:00Z'));
    clock.sync(
      '2030-01-01T00:00:00.000Z',
      Date.parse('2030-01-01T05:00:00Z'),
      Date.parse('2030-01-01T05:00:00Z'),
    );
    expect(clock.remaining('2030-01-01T00:10:00.000Z')).toBe(600_000);
  });

  it('ignores a new estimate within the round trip’s uncertainty (no jitter), takes a larger change', () => {
    const clock = new ServerClock(() => 0);
    clock.sync(new Date(1000).toISOString(), 0, 0);
    clock.sync(new Date(1040).toISOString(), 0, 100);
    expect(clock.offsetMs()).toBe(1000);
    clock.sync(new Date(5000).toISOString(), 0, 100);
    expect(clock.offsetMs()).toBe(4950);
  });
});
