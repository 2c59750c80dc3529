import { t } from '@exam/web-platform/i18n';
import '../../../lib/i18n';
import { deviceLabel, deviceLimitOf } from '../lib/device-limit';

const limit = {
  error: 'You are signed in on 2 devices already. Replace one of them to sign in here.',
  code: 'device_limit',
  devices: [
    {
      id: 'd1',
      kind: 'mobile',
      browser: 'Chrome 131 on Android',
      lastIp: '10.0.0.7',
      lastSeenAt: '2026-11-01T10:00:00.000Z',
      createdAt: '2026-10-01T10:00:00.000Z',
    },
  ],
  replaceToken: 't',
  nextReplacementAt: null,
};

describe('deviceLimitOf', () => {
  it('finds the device limit in a refused sign-in, and nothing in any other error', () => {
    expect(deviceLimitOf({ status: 409, data: limit })).toEqual(limit);
    expect(
      deviceLimitOf({ status: 409, data: { error: 'An account with this e-mail already exists' } }),
    ).toBeNull();
    expect(deviceLimitOf({ status: 401, data: limit })).toBeNull();
    expect(deviceLimitOf(new Error('offline'))).toBeNull();
    expect(deviceLimitOf(null)).toBeNull();
  });

  it('names a device by its kind and browser, in English', () => {
    expect(deviceLabel(limit.devices[0], t)).toBe('Phone · Chrome 131 on Android');
    expect(deviceLabel({ kind: 'tablet', browser: 'Safari 18 on iPadOS' }, t)).toBe(
      'Tablet · Safari 18 on iPadOS',
    );
    expect(deviceLabel({ kind: 'desktop', browser: 'Firefox 140 on Linux' }, t)).toBe(
      'Computer · Firefox 140 on Linux',
    );
  });
});
