import type { ReactElement } from 'react';
import type { User } from '@exam/shared-contracts/accounts';
import { notify, errorMessage } from '@exam/web-platform/client';
import { Dialog } from '@exam/shared-ui/dialog';
import { Button, Muted, Row } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useResetUserDevicesMutation, useUserDevicesQuery } from '../api/users-api';

const KIND: Record<string, string> = { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' };

/**
 * A student's devices (docs/domains/reading.md "Per-user budgets"): type, browser, last IP and last seen of
 * each device the account is signed in on, and Reset devices, which signs them all out for good (the student
 * signs in again on the devices they use now, within the limit).
 */
export function DevicesDialog({ user, onClose }: { user: User; onClose: () => void }): ReactElement {
  const query = useUserDevicesQuery(user._id);
  const [reset, { isLoading }] = useResetUserDevicesMutation();
  const devices = query.data?.devices ?? [];

  const onReset = async () => {
    if (!window.confirm(`Sign ${user.name} out of every device?`)) return;
    try {
      const { revoked } = await reset(user._id).unwrap();
      notify.success(`${revoked} device${revoked === 1 ? '' : 's'} signed out`);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to reset the devices'));
    }
  };

  return (
    <Dialog title={`Devices of ${user.name}`} onClose={onClose}>
      {query.isLoading ? (
        <Muted>Loading devices...</Muted>
      ) : query.isError ? (
        <Muted role="alert">Failed to load devices</Muted>
      ) : devices.length === 0 ? (
        <Muted>Not signed in on any device.</Muted>
      ) : (
        <ul data-testid="device-list" style={{ paddingLeft: 18 }}>
          {devices.map((d) => (
            <li key={d.id} style={{ marginBottom: 8 }}>
              <strong>{KIND[d.kind] ?? d.kind}</strong> · {d.browser}
              <Muted>
                Last IP {d.lastIp ?? '-'} · last seen {formatDateTime(d.lastSeenAt)} · since{' '}
                {formatDateTime(d.createdAt)}
              </Muted>
              {d.places && d.places.length > 0 && (
                <Muted data-testid="device-places">
                  Last places: {d.places.map((p) => `${p.ip} (${formatDateTime(p.at)})`).join(', ')}
                </Muted>
              )}
            </li>
          ))}
        </ul>
      )}
      <Row style={{ justifyContent: 'flex-end', marginTop: 16 }}>
        <Button
          type="button"
          $variant="danger"
          disabled={isLoading || devices.length === 0}
          onClick={onReset}
        >
          {isLoading ? 'Resetting...' : 'Reset devices'}
        </Button>
        <Button type="button" $variant="ghost" onClick={onClose}>
          Close
        </Button>
      </Row>
    </Dialog>
  );
}
