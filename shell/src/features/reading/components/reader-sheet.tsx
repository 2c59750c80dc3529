import { Dialog } from '@exam/shared-ui/dialog';
import type { PdfViewerProps } from '@exam/shared-contracts/federation';
import { RemoteSlot } from '../../../components/remote-slot';
import { useShellT } from '../../../lib/i18n';
import { READER_VIEW_ID } from '../lib/reader-view';

/**
 * What the reader overlay shows while a book is open: the kit's modal dialog over the whole window
 * (`placement="full"`, above the header) holding reader-remote's viewer. The page behind is inert, focus
 * moves to the dialog itself (the viewer arrives later) and goes back to what opened it (the Read Now
 * button), and Escape closes it unless the viewer took that key itself. A chunk of its own, loaded when a
 * book is opened: the kit's dialog is no part of the JavaScript every page loads (e2e/js-budgets.json).
 */
export default function ReaderSheet({
  book,
  onClose,
}: {
  book: Pick<PdfViewerProps, 'pdfUrl' | 'title' | 'bookId'>;
  onClose: () => void;
}) {
  const t = useShellT();
  return (
    <Dialog
      placement="full"
      zIndex={2000}
      inertPage
      focus="dialog"
      label={t('Reading {title}', { title: book.title })}
      onClose={onClose}
    >
      <RemoteSlot<PdfViewerProps>
        id={READER_VIEW_ID}
        loadingLabel={t('Opening the reader...')}
        onClose={onClose}
        props={{ pdfUrl: book.pdfUrl, title: book.title, bookId: book.bookId, onClose }}
      />
    </Dialog>
  );
}
