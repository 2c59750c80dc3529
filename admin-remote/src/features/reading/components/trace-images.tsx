import { useState, type FormEvent, type ReactElement } from 'react';
import { errorMessage } from '@exam/web-platform/client';
import { Button, ErrorText, Input, Muted, Row, Select } from '../../../components/ui';
import { Field } from '@exam/shared-ui/field';
import { CodeFact, TraceFacts, TracedStudent } from './trace-facts';
import { useLeakTraceBooksQuery, useTraceLeakImagesMutation } from '../api/leak-trace-api';

/**
 * "Trace a leaked page" (docs/domains/reading.md "Marks"): the admin drops one or more screenshots or photos
 * of a leak, optionally names the book and page, and sees the student (every student named, when copies of
 * several were combined), the leak code, the score against its threshold and the confidence read
 * from the pages' hidden mark, or why nothing could be read.
 */
export function TraceImages(): ReactElement {
  const [images, setImages] = useState<File[]>([]);
  const [bookId, setBookId] = useState('');
  const [page, setPage] = useState('');
  const books = useLeakTraceBooksQuery();
  const [trace, result] = useTraceLeakImagesMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!images.length) return;
    void trace({ images, bookId: bookId || undefined, page: bookId ? page.trim() || undefined : undefined });
  };
  const traced = result.data;

  return (
    <section aria-labelledby="trace-images-title" style={{ marginBottom: 28 }}>
      <h3 id="trace-images-title" style={{ marginTop: 0 }}>
        Trace a leaked page
      </h3>
      <p style={{ marginTop: 0 }}>
        Every page also carries a hidden mark in tiny shifts of its words that survives cleaning, screenshots
        and photos. Upload one or more images of the leak: pages of the same leak are read together.
      </p>
      <form onSubmit={submit} noValidate>
        <Row style={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <Field label="Images of the leaked page(s)">
            <Input
              type="file"
              accept="image/*"
              multiple
              data-testid="leak-images"
              onChange={(e) => setImages(Array.from(e.target.files ?? []))}
            />
          </Field>
          <Field label="Book (optional)">
            <Select value={bookId} onChange={(e) => setBookId(e.target.value)} data-testid="leak-book">
              <option value="">Find it among the pages served</option>
              {(books.data ?? []).map((b) => (
                <option key={b._id} value={b._id}>
                  {b.title}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Page (optional)">
            <Input
              value={page}
              onChange={(e) => setPage(e.target.value)}
              inputMode="numeric"
              disabled={!bookId}
              data-testid="leak-page-number"
              style={{ width: 90 }}
            />
          </Field>
          <Button type="submit" $variant="primary" disabled={!images.length || result.isLoading}>
            {result.isLoading ? 'Reading...' : 'Trace images'}
          </Button>
        </Row>
      </form>
      {images.length > 0 && (
        <Muted>
          {images.length} image{images.length > 1 ? 's' : ''} chosen
        </Muted>
      )}
      {result.isError && !result.isLoading && (
        <ErrorText role="alert" data-testid="leak-image-error">
          {errorMessage(result.error, 'Nothing could be read from these images')}
        </ErrorText>
      )}
      {traced && !result.isLoading && !result.isError && (
        <TraceFacts data-testid="leak-image-result">
          <dt>Student</dt>
          <dd data-testid="leak-image-student">
            <TracedStudent user={traced.user} />
          </dd>
          <dt>Leak code</dt>
          <CodeFact>{traced.code}</CodeFact>
          <dt>Confidence</dt>
          <dd data-testid="leak-image-confidence">{Math.round(traced.confidence * 100)}%</dd>
          <dt>Score</dt>
          <dd data-testid="leak-image-score">
            {traced.named[0]?.score} (named from {traced.threshold}; {traced.candidates} readers of the book
            scored)
          </dd>
          {traced.named.length > 1 && (
            <>
              <dt>Also named</dt>
              <dd data-testid="leak-image-also-named">
                {traced.named
                  .slice(1)
                  .map((n) => `${n.user.name} ${n.user.email ?? `(user ${n.user.id})`}, score ${n.score}`)
                  .join('; ')}
              </dd>
            </>
          )}
          <dt>Book</dt>
          <dd>
            {traced.book.title}, page{traced.pages.length > 1 ? 's' : ''} {traced.pages.join(', ')} (
            {traced.matched} of {traced.images} image{traced.images > 1 ? 's' : ''} matched)
          </dd>
        </TraceFacts>
      )}
    </section>
  );
}
