import { useState, type ReactElement } from 'react';
import { errorMessage } from '@exam/shared-contracts/client';
import type { User } from '@exam/shared-contracts/http';
import {
  Badge,
  Button,
  Card,
  CardHeader,
  Empty,
  ErrorText,
  Muted,
  Row,
  Table,
  TableWrap,
} from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { useNotify } from '../../../lib/notify';
import { useUpdateUserRoleMutation, useUpdateUserStatusMutation, useUsersQuery } from '../api/users-api';

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
        background: '#6366f1',
        color: '#fff',
        fontWeight: 700,
      }}
    >
      {(user.name || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * The Users tab (SPEC 2 "Users", SPEC 4 "User active flag", SPEC 8): User Management with photo, name,
 * e-mail, role badge, the Active/Inactive toggle and the joined date. Mounted (and so fetched) only while
 * the tab is open (SPEC 7). Actions holds our role control (SPEC 2 shows none): Make Admin / Remove Admin
 * after a confirmation; the API refuses (409) to leave no active admin, and the toast shows its reason.
 */
export function UsersTab(): ReactElement {
  const notify = useNotify();
  const { data: users, isLoading, isError, refetch } = useUsersQuery();
  const [updateStatus] = useUpdateUserStatusMutation();
  const [updateRole] = useUpdateUserRoleMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const changeRole = async (user: User) => {
    const role = user.role === 'admin' ? 'user' : 'admin';
    const question =
      role === 'admin' ? `Give ${user.name} admin rights?` : `Remove admin rights from ${user.name}?`;
    if (!window.confirm(question)) return;
    setBusyId(user._id);
    try {
      await updateRole({ id: user._id, role }).unwrap();
      notify.success('User role updated successfully');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to update user role'));
    } finally {
      setBusyId(null);
    }
  };

  const toggle = async (user: User) => {
    setBusyId(user._id);
    try {
      await updateStatus({ id: user._id, isActive: !user.isActive }).unwrap();
      notify.success('User status updated successfully');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to update user status'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2>User Management</h2>
        {users && <Muted>{users.length} accounts</Muted>}
      </CardHeader>
      {isLoading && <Muted role="status">Loading users...</Muted>}
      {isError && (
        <Row>
          <ErrorText role="alert">Failed to load users</ErrorText>
          <Button type="button" $small onClick={() => refetch()}>
            Retry
          </Button>
        </Row>
      )}
      {users && users.length === 0 && <Empty>No users found</Empty>}
      {users && users.length > 0 && (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th>User</th>
                <th>Role</th>
                <th>Status</th>
                <th>Joined</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user._id} data-testid="user-row">
                  <td>
                    <Row style={{ flexWrap: 'nowrap' }}>
                      <Avatar user={user} />
                      <div>
                        <div style={{ fontWeight: 600 }}>{user.name}</div>
                        <Muted>{user.email ?? 'No email'}</Muted>
                      </div>
                    </Row>
                  </td>
                  <td>
                    <Badge $tone={user.role === 'admin' ? 'primary' : 'neutral'}>
                      {user.role === 'admin' ? 'Admin' : 'User'}
                    </Badge>
                  </td>
                  <td>
                    <Button
                      type="button"
                      $small
                      $variant={user.isActive ? 'success' : 'danger'}
                      aria-pressed={user.isActive}
                      aria-label={`${user.isActive ? 'Active' : 'Inactive'}: toggle status of ${user.name}`}
                      disabled={busyId === user._id}
                      onClick={() => toggle(user)}
                    >
                      {user.isActive ? 'Active' : 'Inactive'}
                    </Button>
                  </td>
                  <td>{formatDate(user.createdAt)}</td>
                  <td>
                    <Button
                      type="button"
                      $small
                      $variant="ghost"
                      aria-label={`${user.role === 'admin' ? 'Remove Admin' : 'Make Admin'}: ${user.name}`}
                      disabled={busyId === user._id}
                      onClick={() => changeRole(user)}
                    >
                      {user.role === 'admin' ? 'Remove Admin' : 'Make Admin'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Card>
  );
}
