import { useCallback } from 'react';
import { useAppDispatch } from '../hooks';
import { useNavigate } from 'react-router-dom';
import { notify } from '../notify';
import { endSession } from '../session/session-start';

/** Logout (SPEC 4, SPEC 8): clears token and admin flag, toasts "Logged out successfully", goes to /. */
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
