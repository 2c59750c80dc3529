import { useState, type ReactElement } from 'react';
import type { User } from '@exam/shared-contracts/accounts';
import { Card, CardHeader, Muted } from '../../../components/ui';
import { StateBlock, type StateTexts } from '@exam/shared-ui/state-block';
import { useBusyAction } from '../../../hooks/use-busy-action';
import {
  useUndoDeactivateUserMutation,
  useUpdateUserRoleMutation,
  useUpdateUserStatusMutation,
  useUsersQuery,
} from '../api/users-api';
import { UsersTable } from '../components/users-table';
import { DevicesDialog } from '../components/devices-dialog';

/** The texts of User Management's states (docs/domains/operations.md "Admin screens", "Errors"). */
const TEXTS: StateTexts = {
  loading: 'Loading users...',
  error: 'Failed to load users',
  empty: 'No users found',
};

/**
 * The Users tab (docs/domains/operations.md "Users", "Errors"): User Management with photo, name,
 * e-mail, role badge, the Active/Inactive toggle and the joined date. Mounted (and so fetched) only while
 * the tab is open (docs/domains/operations.md "Calls"). Actions holds our role control
 * (docs/domains/operations.md "Users"): Make Admin / Remove Admin after a confirmation; the API refuses (409)
 * to leave no active admin, and the toast shows its reason. A deactivation's toast offers Undo for 5 s.
 * Devices shows a student's devices and resets them (docs/domains/reading.md "Per-user budgets").
 */
export function UsersTab(): ReactElement {
  const query = useUsersQuery();
  const [updateStatus] = useUpdateUserStatusMutation();
  const [updateRole] = useUpdateUserRoleMutation();
  const [undoDeactivate] = useUndoDeactivateUserMutation();
  const { busy: busyId, run } = useBusyAction<string>();
  const [devicesOf, setDevicesOf] = useState<User | null>(null);

  const changeRole = (user: User) => {
    const role = user.role === 'admin' ? 'user' : 'admin';
    const question =
      role === 'admin' ? `Give ${user.name} admin rights?` : `Remove admin rights from ${user.name}?`;
    if (!window.confirm(question)) return;
    void run(user._id, () => updateRole({ id: user._id, role }).unwrap(), {
      success: 'User role updated successfully',
      failure: 'Failed to update user role',
    });
  };

  // A deactivation can be taken back for 5 s; a reactivation is its own undo.
  const toggle = (user: User) =>
    run(user._id, () => updateStatus({ id: user._id, isActive: !user.isActive }).unwrap(), {
      success: 'User status updated successfully',
      failure: 'Failed to update user status',
      undo: user.isActive
        ? {
            action: () => undoDeactivate(user._id).unwrap(),
            done: `${user.name} is active again`,
            failure: 'Could not undo the deactivation',
          }
        : undefined,
    });

  return (
    <Card>
      <CardHeader>
        <h2>User Management</h2>
        {query.data && <Muted>{query.data.length} accounts</Muted>}
      </CardHeader>
      <StateBlock query={query} texts={TEXTS}>
        {(users) => (
          <UsersTable
            users={users}
            busyId={busyId}
            onToggle={toggle}
            onChangeRole={changeRole}
            onDevices={setDevicesOf}
          />
        )}
      </StateBlock>
      {devicesOf && <DevicesDialog user={devicesOf} onClose={() => setDevicesOf(null)} />}
    </Card>
  );
}
