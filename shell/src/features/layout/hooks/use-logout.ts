import { useCallback } from 'react';
import { notify } from '@exam/web-platform/client';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import { useNavigate } from '@exam/web-platform/router';
import { endSession } from '../../../lib/session';

/** Logout (docs/domains/accounts.md "Session", "Errors"): clears token and admin flag, toasts
 * "Logged out successfully", goes to /. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave the page first: a members-only page must not redirect to /login on the way out.
    navigate('/');
    endSession(dispatch);
    notify.success('Logged out successfully');
  }, [dispatch, navigate]);
}
