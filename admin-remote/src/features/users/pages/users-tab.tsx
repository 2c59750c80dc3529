import { useState, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/shared-contracts/client';
import type { User } from '@exam/shared-contracts/http';
import { Card, CardHeader, Muted } from '../../../components/ui';
import { StateBlock } from '../../../components/state-block';
import { useUpdateUserRoleMutation, useUpdateUserStatusMutation, useUsersQuery } from '../api/users-api';
import { UsersTable } from '../components/users-table';

/**
 * The Users tab (SPEC 2 "Users", SPEC 4 "User active flag", SPEC 8): User Management with photo, name,
 * e-mail, role badge, the Active/Inactive toggle and the joined date. Mounted (and so fetched) only while
 * the tab is open (SPEC 7). Actions holds our role control (SPEC 2 shows none): Make Admin / Remove Admin
 * after a confirmation; the API refuses (409) to leave no active admin, and the toast shows its reason.
 */
export function UsersTab(): ReactElement {
  const query = useUsersQuery();
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
        {query.data && <Muted>{query.data.length} accounts</Muted>}
      </CardHeader>
      <StateBlock
        query={query}
        loading="Loading users..."
        error="Failed to load users"
        empty="No users found"
        isEmpty={(users) => users.length === 0}
      >
        {(users) => <UsersTable users={users} busyId={busyId} onToggle={toggle} onChangeRole={changeRole} />}
      </StateBlock>
    </Card>
  );
}
