import { Type, type Static } from '@sinclair/typebox';

/** One device of a student, as the student and the admin see it. */
export const Device = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('mobile'), Type.Literal('tablet'), Type.Literal('desktop')]),
  browser: Type.String(),
  lastIp: Type.Union([Type.String(), Type.Null()]),
  lastSeenAt: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
  /**
   * The admin's view only: the last addresses (at most 3, newest first) this device opened a book or a
   * test from, with the last time from each. A key cannot be copied, so places come from one browser.
   */
  places: Type.Optional(
    Type.Array(Type.Object({ ip: Type.String(), at: Type.String({ format: 'date-time' }) }), { maxItems: 3 }),
  ),
});
export type Device = Static<typeof Device>;

/**
 * 409 of a sign-in past the device limit: the devices signed in, and a token (15 minutes) with which this
 * browser asks to replace one (`POST /api/auth/devices/replace`). `nextReplacementAt` is set when a
 * replacement was made less than 30 days ago (none is possible before it).
 */
export const DeviceLimitResponse = Type.Object({
  error: Type.String(),
  code: Type.Literal('device_limit'),
  /** The values of the message (`ApiErrorBody`): how many devices are signed in. */
  params: Type.Object({ count: Type.Integer({ minimum: 0 }) }),
  devices: Type.Array(Device),
  replaceToken: Type.String(),
  nextReplacementAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type DeviceLimitResponse = Static<typeof DeviceLimitResponse>;

/** `POST /api/auth/devices/replace`: which device to replace; mails a code to the account's address. */
export const ReplaceDeviceBody = Type.Object(
  {
    replaceToken: Type.String({ minLength: 1, maxLength: 2000 }),
    deviceId: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type ReplaceDeviceBody = Static<typeof ReplaceDeviceBody>;

/** `POST /api/auth/devices/replace/confirm`: the e-mailed code; answers `{ token, user }` like a sign-in. */
export const ConfirmReplaceBody = Type.Object(
  {
    replaceToken: Type.String({ minLength: 1, maxLength: 2000 }),
    code: Type.String({ pattern: '^\\d{6}$' }),
  },
  { additionalProperties: false },
);
export type ConfirmReplaceBody = Static<typeof ConfirmReplaceBody>;

/** `GET /api/admin/users/:id/devices`. */
export const DeviceList = Type.Object({ devices: Type.Array(Device) });
export type DeviceList = Static<typeof DeviceList>;
