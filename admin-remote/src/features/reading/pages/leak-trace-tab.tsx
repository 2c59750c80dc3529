import { useState, type FormEvent, type ReactElement } from 'react';
import { errorMessage } from '@exam/web-platform/client';
import type { LeakTrace } from '@exam/shared-contracts/reading';
import { Button, Card, CardHeader, ErrorText, Input, Muted, Row } from '../../../components/ui';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { Field } from '@exam/shared-ui/field';
import { formatDateTime } from '../../../lib/format';
import { useLeakTraceQuery } from '../api/leak-trace-api';
import { CodeFact, TraceFacts, TracedStudent } from '../components/trace-facts';
import { TraceImages } from '../components/trace-images';

type TracedPage = LeakTrace['pages'][number];

const PAGE_COLUMNS: Column<TracedPage>[] = [
  { header: 'Page', cell: (p) => p.page, style: { fontWeight: 600 } },
  { header: 'First sent', cell: (p) => formatDateTime(p.firstAt), style: { whiteSpace: 'nowrap' } },
  { header: 'Last sent', cell: (p) => formatDateTime(p.lastAt), style: { whiteSpace: 'nowrap' } },
  { header: 'Times', cell: (p) => p.views },
];

/** The answer of a trace: the reader, the book, the session and the pages sent to that reader. */
function TraceResult({ trace }: { trace: LeakTrace }): ReactElement {
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="leak-trace-result">
      <TraceFacts>
        <dt>Leak code</dt>
        <CodeFact>{trace.code}</CodeFact>
        <dt>Reader</dt>
        <dd data-testid="leak-trace-reader">
          <TracedStudent user={trace.user} />
        </dd>
        <dt>Book</dt>
        <dd data-testid="leak-trace-book">{trace.book.title}</dd>
        <dt>Session</dt>
        <dd>
          opened {formatDateTime(trace.session.createdAt)}, valid until{' '}
          {formatDateTime(trace.session.expiresAt)}
        </dd>
        <dt>Pages sent</dt>
        <dd>{trace.pages.length}</dd>
      </TraceFacts>
      {trace.pages.length > 0 ? (
        <DataTable
          columns={PAGE_COLUMNS}
          rows={trace.pages}
          rowKey={(p) => String(p.page)}
          rowTestId="leak-page"
        />
      ) : (
        <Muted>No page was sent in this session.</Muted>
      )}
    </div>
  );
}

/**
 * The Leak Trace tab (leak-proof reading): the admin types the leak code read off a leaked
 * photo or screenshot of a page (any case, with or without the dash) and sees who read it, which book,
 * the session's times, and which pages were sent when. An unknown code shows the server's message.
 */
export function LeakTraceTab(): ReactElement {
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const query = useLeakTraceQuery(code ?? '', { skip: code === null, refetchOnMountOrArgChange: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!value) return;
    if (value === code) void query.refetch();
    else setCode(value);
  };

  return (
    <Card>
      <CardHeader>
        <h2>Leak Trace</h2>
      </CardHeader>
      <TraceImages />
      <p style={{ marginTop: 0 }}>
        Every page a student reads carries a leak code in its mark (for example <code>K7Q2-9XMD</code>). Type
        the code seen on a leaked photo or screenshot to find who it was sent to.
      </p>
      <form onSubmit={submit} noValidate style={{ marginBottom: 20 }}>
        <Row style={{ alignItems: 'flex-end' }}>
          <Field label="Leak code">
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              maxLength={32}
              autoComplete="off"
              spellCheck={false}
              placeholder="K7Q2-9XMD"
              style={{ width: 200, textTransform: 'uppercase' }}
            />
          </Field>
          <Button type="submit" $variant="primary" disabled={!typed.trim() || query.isFetching}>
            {query.isFetching ? 'Tracing...' : 'Trace'}
          </Button>
        </Row>
      </form>
      {code !== null && query.isError && !query.isFetching && (
        <ErrorText role="alert">{errorMessage(query.error, 'Failed to trace the leak code')}</ErrorText>
      )}
      {code !== null && query.data && !query.isError && <TraceResult trace={query.data} />}
    </Card>
  );
}
