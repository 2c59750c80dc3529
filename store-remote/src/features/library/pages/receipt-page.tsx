import { Link, useParams } from '@exam/shared-contracts/router';
import styled from 'styled-components';
import { formatRupees } from '@exam/shared-contracts/rules';
import { PrimaryButton, SecondaryButton } from '../../../components/buttons';
import { Container, Page } from '../../../components/layout';
import { Spinner } from '@exam/shared-ui/spinner';
import { useGetReceiptQuery } from '../api/purchased-api';
import { SignInRedirect } from '../../../components/sign-in-redirect';
import { useSessionData } from '../../../components/use-session-data';

const Sheet = styled.article`
  max-width: 40rem;
  margin: 2rem auto;
  padding: 2rem;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  h1 {
    margin: 0 0 0.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: 11rem 1fr;
    gap: 0.6rem 1rem;
    margin: 1.5rem 0;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .no-print {
    display: flex;
    gap: 0.6rem;
  }
  /* Paper: black on white, no page chrome, no buttons. */
  @media print {
    margin: 0;
    border: none;
    background: #fff;
    color: #000;
    dt {
      color: #333;
    }
    .no-print {
      display: none;
    }
  }
`;

const GlobalPrint = styled.div`
  @media print {
    header,
    footer,
    nav {
      display: none !important;
    }
  }
`;

/** IST date and time of an ISO instant, e.g. "23 Nov 2026, 10:42 pm". */
function istTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/**
 * /receipt/:paymentId: the receipt of the student's own approved payment
 * (payment id, book, amount in ₹, UTR, submitted and approved times, payee) that prints cleanly.
 */
export function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const { status, canAsk } = useSessionData();
  const receipt = useGetReceiptQuery(paymentId, { skip: !canAsk });

  if (status === 'checking') return <Spinner label="Checking your session..." />;
  if (status === 'guest') return <SignInRedirect />;
  if (receipt.isLoading) return <Spinner label="Loading your receipt..." />;
  const r = receipt.data;
  return (
    <Page>
      <Container>
        <GlobalPrint>
          <Sheet aria-labelledby="receipt-title">
            {!r ? (
              <>
                <h1 id="receipt-title">Receipt not found</h1>
                <p>Receipts exist for approved payments only.</p>
                <SecondaryButton as={Link} to="/my-books">
                  Go to My Books
                </SecondaryButton>
              </>
            ) : (
              <>
                <h1 id="receipt-title">Payment receipt</h1>
                <p>Exam Store · {r.payee.name}</p>
                <dl>
                  <dt>Payment ID</dt>
                  <dd>{r.paymentId}</dd>
                  <dt>Book</dt>
                  <dd>{r.book.title}</dd>
                  <dt>Amount</dt>
                  <dd>{formatRupees(r.amount)}</dd>
                  <dt>UTR</dt>
                  <dd>{r.utr}</dd>
                  <dt>Submitted</dt>
                  <dd>{istTime(r.submittedAt)}</dd>
                  <dt>Approved</dt>
                  <dd>{istTime(r.approvedAt)}</dd>
                  <dt>Paid to</dt>
                  <dd>
                    {r.payee.name} ({r.payee.upiId})
                  </dd>
                  <dt>Student</dt>
                  <dd>
                    {r.student.name}
                    {r.student.email ? ` · ${r.student.email}` : ''}
                  </dd>
                </dl>
                <div className="no-print">
                  <PrimaryButton type="button" onClick={() => window.print()}>
                    Print
                  </PrimaryButton>
                  <SecondaryButton as={Link} to="/my-books">
                    Go to My Books
                  </SecondaryButton>
                </div>
              </>
            )}
          </Sheet>
        </GlobalPrint>
      </Container>
    </Page>
  );
}
