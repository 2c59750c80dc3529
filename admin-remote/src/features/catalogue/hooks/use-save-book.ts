import { useCallback, useState } from 'react';
import type { Book } from '@exam/shared-contracts/catalogue';
import { useSaveBookMutation } from '../api/books-api';

/**
 * Saves the book dialog's form through the `saveBook` mutation and keeps its upload progress for the dialog:
 * `progress` is 0..1 while a save is in flight, else null. `save` resolves with the saved book and rejects
 * with the server's `{ error }` in RTK Query's shape.
 */
export function useSaveBook(): {
  save: (body: FormData, id: string | null) => Promise<Book>;
  progress: number | null;
} {
  const [saveBook] = useSaveBookMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const save = useCallback(
    async (body: FormData, id: string | null) => {
      setProgress(0);
      try {
        return await saveBook({ id, body, onProgress: setProgress }).unwrap();
      } finally {
        setProgress(null);
      }
    },
    [saveBook],
  );
  return { save, progress };
}
