import type { ReactElement } from 'react';
import type { User } from '@exam/shared-contracts/accounts';
import { Badge, Button, Muted, Row } from '../../../components/ui';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { formatDateTime } from '../../../lib/format';

function Avatar({ user }: { user: User }): ReactElement {
  const size = { width: 36, height: 36, borderRadius: '50%', flex: '0 0 auto' } as const;
  if (user.photo)
    return (
      <img src={user.photo} alt="" style={{ ...size, objectFit: 'cover' }} referrerPolicy="no-referrer" />
    );
  return (
    <span
      aria-hidden="true"
      style={{
        ...size,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        // Indigo-600: white initials at 6.3:1 (indigo-500 was 4.47:1).
        background: '#4f46e5',
        color: '#fff',
        fontWeight: 700,
      }}
    >
      {(user.name || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * The User Management table (docs/domains/operations.md "Users"): User (photo or initial, name, e-mail), Role
 * badge, the Active/Inactive toggle, Joined date, and Actions with Make Admin / Remove Admin and Devices. A
 * row's buttons are disabled while its change is saved (`busyId`).
 */
export function UsersTable({
  users,
  busyId,
  onToggle,
  onChangeRole,
  onDevices,
}: {
  users: User[];
  busyId: string | null;
  onToggle: (user: User) => void;
  onChangeRole: (user: User) => void;
  /** Opens the devices of a student (type, browser, last IP, last seen, reset). */
  onDevices?: (user: User) => void;
}): ReactElement {
  const columns: Column<User>[] = [
    {
      header: 'User',
      cell: (user) => (
        <Row style={{ flexWrap: 'nowrap' }}>
          <Avatar user={user} />
          <div>
            <div style={{ fontWeight: 600 }}>{user.name}</div>
            <Muted>{user.email ?? 'No email'}</Muted>
          </div>
        </Row>
      ),
    },
    {
      header: 'Role',
      cell: (user) => (
        <Badge $tone={user.role === 'admin' ? 'primary' : 'neutral'}>
          {user.role === 'admin' ? 'Admin' : 'User'}
        </Badge>
      ),
    },
    {
      header: 'Status',
      cell: (user) => (
        <Button
          type="button"
          $size="small"
          $variant={user.isActive ? 'success' : 'danger'}
          aria-pressed={user.isActive}
          aria-label={`${user.isActive ? 'Active' : 'Inactive'}: toggle status of ${user.name}`}
          disabled={busyId === user._id}
          onClick={() => onToggle(user)}
        >
          {user.isActive ? 'Active' : 'Inactive'}
        </Button>
      ),
    },
    { header: 'Joined', cell: (user) => formatDateTime(user.createdAt), style: { whiteSpace: 'nowrap' } },
    {
      header: 'Actions',
      cell: (user) => (
        <Row style={{ flexWrap: 'nowrap' }}>
          <Button
            type="button"
            $size="small"
            $variant="ghost"
            aria-label={`${user.role === 'admin' ? 'Remove Admin' : 'Make Admin'}: ${user.name}`}
            disabled={busyId === user._id}
            onClick={() => onChangeRole(user)}
          >
            {user.role === 'admin' ? 'Remove Admin' : 'Make Admin'}
          </Button>
          {onDevices && (
            <Button
              type="button"
              $size="small"
              $variant="ghost"
              aria-label={`Devices: ${user.name}`}
              onClick={() => onDevices(user)}
            >
              Devices
            </Button>
          )}
        </Row>
      ),
    },
  ];
  return <DataTable columns={columns} rows={users} rowKey={(user) => user._id} rowTestId="user-row" />;
}
