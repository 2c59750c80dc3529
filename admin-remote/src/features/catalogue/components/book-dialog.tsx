import { DEFAULT_UPLOAD_LIMITS, CATEGORIES, SECTIONS } from '@exam/shared-contracts/constants';
import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactElement } from 'react';
import type { Book } from '@exam/shared-contracts/catalogue';
import { bytesToMb } from '@exam/shared-contracts/rules';
import { Dialog } from '@exam/shared-ui/dialog';
import { Field } from '@exam/shared-ui/field';
import { Button, Grid, Input, Label, Muted, Row, Select, TextArea } from '../../../components/ui';
import {
  buildBookFormData,
  EMPTY_BOOK_FORM,
  formFromBook,
  validateBookForm,
  validateImage,
  validatePdf,
  type BookFormValues,
} from '../lib/book-form';
import { ADMIN_CONFIG_CACHE_S, useAdminConfigQuery } from '../api/books-api';

const SECTION_LABELS: Record<string, string> = {
  class11: 'Class 11',
  class12: 'Class 12',
  test: 'Test Series',
  home: 'Home (featured)',
};

/**
 * The add/edit book dialog (docs/domains/operations.md "Books", "Rules and limits"): labelled fields, cover
 * and PDF pickers checked against the admin upload limits; edit mode is prefilled, keeps the current cover as
 * the preview and names the Current PDF. `onSave` gets the multipart body; the parent closes the dialog once
 * saved. While saving, a progress bar shows how much of the upload has left the browser (big PDFs take a
 * while).
 */
export function BookDialog({
  book,
  progress,
  onSave,
  onClose,
  onInvalid,
}: {
  book: Book | null;
  /** Upload progress 0..1 while saving, else null. */
  progress: number | null;
  onSave: (body: FormData) => void;
  onClose: () => void;
  onInvalid: (message: string) => void;
}): ReactElement {
  // Kept 5 minutes after the last dialog closes, and asked again when a dialog opens on an older answer.
  const { data: config } = useAdminConfigQuery(undefined, {
    refetchOnMountOrArgChange: ADMIN_CONFIG_CACHE_S,
  });
  const saving = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  const limits = config?.upload ?? DEFAULT_UPLOAD_LIMITS;
  const [values, setValues] = useState<BookFormValues>(() => (book ? formFromBook(book) : EMPTY_BOOK_FORM));
  const [image, setImage] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(book?.image ?? null);

  useEffect(() => {
    if (!image) return undefined;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  // Validation messages go to the toast only (the wording of docs/domains/operations.md "Errors"), not
  // repeated inline.
  const fail = (message: string) => onInvalid(message);
  const set = <K extends keyof BookFormValues>(key: K, value: BookFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const pick = (kind: 'image' | 'pdf') => (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    if (!file) return;
    const problem = kind === 'image' ? validateImage(file, limits) : validatePdf(file, limits);
    if (problem) {
      e.target.value = '';
      fail(problem);
      return;
    }
    if (kind === 'image') setImage(file);
    else setPdf(file);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateBookForm(values);
    if (problem) return fail(problem);
    onSave(buildBookFormData(values, image, pdf));
  };

  return (
    <Dialog title={book ? 'Edit Book' : 'Add New Book'} onClose={onClose} width={640}>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 14 }}>
        <Muted>
          Title, description and price are required. Prices are in rupees with at most two decimals; a paid
          book costs at least ₹1.
        </Muted>
        <Field label="Title" required>
          <Input value={values.title} onChange={(e) => set('title', e.target.value)} />
        </Field>
        <Field label="Description" required>
          <TextArea value={values.description} onChange={(e) => set('description', e.target.value)} />
        </Field>
        <Field label="Title in Hindi (optional)">
          <Input lang="hi" value={values.titleHi} onChange={(e) => set('titleHi', e.target.value)} />
        </Field>
        <Field label="Description in Hindi (optional)">
          <TextArea
            lang="hi"
            value={values.descriptionHi}
            onChange={(e) => set('descriptionHi', e.target.value)}
          />
        </Field>
        <Grid $min={160}>
          <Field label="Category">
            <Select
              value={values.category}
              onChange={(e) => set('category', e.target.value as BookFormValues['category'])}
            >
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Section">
            <Select
              value={values.section}
              onChange={(e) => set('section', e.target.value as BookFormValues['section'])}
            >
              {SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {SECTION_LABELS[s] ?? s}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Price" required>
            <Input
              inputMode="decimal"
              placeholder="₹"
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
            />
          </Field>
          <Field label="Discounted Price">
            <Input
              inputMode="decimal"
              placeholder="₹"
              value={values.priceDiscounted}
              onChange={(e) => set('priceDiscounted', e.target.value)}
            />
          </Field>
          <Field label="Pages">
            <Input
              type="number"
              min="1"
              step="1"
              placeholder="From the PDF"
              value={values.pages}
              onChange={(e) => set('pages', e.target.value)}
            />
          </Field>
          <Label style={{ flexDirection: 'row', alignItems: 'center', marginTop: 24 }}>
            <input
              type="checkbox"
              checked={values.isFree}
              onChange={(e) => set('isFree', e.target.checked)}
            />
            Free
          </Label>
          {/* Only a test series holds online tests, so only its form asks (the value is kept otherwise). */}
          {values.section === 'test' && (
            <Label style={{ flexDirection: 'row', alignItems: 'center', marginTop: 24 }}>
              <input
                type="checkbox"
                checked={values.readableAnyTime}
                onChange={(e) => set('readableAnyTime', e.target.checked)}
              />
              Readable any time (practice book: its tests do not keep it closed until the student’s test)
            </Label>
          )}
        </Grid>
        <Grid $min={240}>
          <div>
            <Field label="Cover Image">
              <Input type="file" accept="image/*" onChange={pick('image')} />
            </Field>
            {preview ? (
              <img
                src={preview}
                alt="Cover preview"
                style={{ marginTop: 8, maxHeight: 120, borderRadius: 6 }}
              />
            ) : (
              <Muted style={{ marginTop: 8 }}>No image: the PDF&apos;s first page becomes the cover.</Muted>
            )}
          </div>
          <div>
            <Field label="PDF File">
              <Input type="file" accept="application/pdf" onChange={pick('pdf')} />
            </Field>
            {pdf && <Muted style={{ marginTop: 8 }}>Selected: {pdf.name}</Muted>}
            {!pdf && book?.pdfUrl && (
              <Muted style={{ marginTop: 8 }}>Current PDF: {book.pdfUrl.split('/').pop()}</Muted>
            )}
          </div>
        </Grid>
        <Muted>
          Limits: image {bytesToMb(limits.maxImageSize)} MB, PDF {bytesToMb(limits.maxPdfSize)} MB.
        </Muted>
        {saving && (image || pdf) && (
          <div role="status" aria-live="polite">
            <progress value={percent} max={100} aria-label="Upload progress" style={{ width: '100%' }} />
            <Muted>{percent < 100 ? `Uploading... ${percent}%` : 'Processing upload...'}</Muted>
          </div>
        )}
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button type="button" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={saving}>
            {saving ? 'Saving...' : book ? 'Update Book' : 'Create Book'}
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
