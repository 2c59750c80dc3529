import { useSelector } from 'react-redux';
import { selectUser } from '@exam/web-platform/client';

/**
 * The signed-in reader's e-mail from the host's session slice (null when it has none, or when the store
 * the viewer is mounted in cannot be read that way): only a fallback for the page's mark when the reading
 * session names no reader.
 */
export function useStoreEmail(): string | null {
  return useSelector((state: unknown) => {
    try {
      return selectUser(state as Parameters<typeof selectUser>[0])?.email ?? null;
    } catch {
      return null;
    }
  });
}
