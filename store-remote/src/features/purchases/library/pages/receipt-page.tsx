import { Link, useParams } from '@exam/web-platform/router';
import styled from 'styled-components';
import { formatRupees } from '@exam/shared-contracts/rules';
import { INTL_LOCALES, type Lang, useDataLang, useLang } from '@exam/web-platform/i18n';
import { Container, Page } from '../../../../components/layout';
import { Spinner } from '@exam/shared-ui/spinner';
import { useGetReceiptQuery } from '../api/purchased-api';
import { SignInRedirect } from '../../../../components/sign-in-redirect';
import { useSessionData } from '../../../../components/use-session-data';
import { useLibraryT } from '../i18n';
import { Button } from '@exam/shared-ui/button';

export { libraryMessagesReady as messagesReady } from '../i18n';

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

/** IST date and time of an ISO instant in `lang`, e.g. "23 Nov 2026, 10:42 pm" in English. */
function istTime(iso: string, lang: Lang): string {
  return new Date(iso).toLocaleString(INTL_LOCALES[lang], {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
    // ICU's Hindi has no am/pm words of its own: a 24-hour clock instead.
    ...(lang === 'hi' ? { hourCycle: 'h23' as const } : {}),
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
  const t = useLibraryT();
  const lang = useLang();
  const dataLang = useDataLang();

  if (status === 'checking') return <Spinner label={t('Checking your session...')} />;
  if (status === 'guest') return <SignInRedirect />;
  if (receipt.isLoading) return <Spinner label={t('Loading your receipt...')} />;
  const r = receipt.data;
  return (
    <Page>
      <Container>
        <GlobalPrint>
          <Sheet aria-labelledby="receipt-title">
            {!r ? (
              <>
                <h1 id="receipt-title">{t('Receipt not found')}</h1>
                <p>{t('Receipts exist for approved payments only.')}</p>
                <Button $variant="secondary" $size="large" as={Link} to="/my-books">
                  {t('Go to My Books')}
                </Button>
              </>
            ) : (
              <>
                <h1 id="receipt-title">{t('Payment receipt')}</h1>
                {/* Names, ids and addresses are data: translate="no" keeps them as they are. */}
                <p translate="no">Exam Store · {r.payee.name}</p>
                <dl>
                  <dt>{t('Payment ID')}</dt>
                  <dd translate="no">{r.paymentId}</dd>
                  <dt>{t('Book')}</dt>
                  <dd lang={dataLang}>{r.book.title}</dd>
                  <dt>{t('Amount')}</dt>
                  <dd>{formatRupees(r.amount)}</dd>
                  <dt>{t('UTR')}</dt>
                  <dd>{r.utr}</dd>
                  <dt>{t('Submitted')}</dt>
                  <dd>{istTime(r.submittedAt, lang)}</dd>
                  <dt>{t('Approved')}</dt>
                  <dd>{istTime(r.approvedAt, lang)}</dd>
                  <dt>{t('Paid to')}</dt>
                  <dd translate="no">
                    {r.payee.name} ({r.payee.upiId})
                  </dd>
                  <dt>{t('Student')}</dt>
                  <dd translate="no">
                    {r.student.name}
                    {r.student.email ? ` · ${r.student.email}` : ''}
                  </dd>
                </dl>
                <div className="no-print">
                  <Button $variant="primary" $size="large" type="button" onClick={() => window.print()}>
                    {t('Print')}
                  </Button>
                  <Button $variant="secondary" $size="large" as={Link} to="/my-books">
                    {t('Go to My Books')}
                  </Button>
                </div>
              </>
            )}
          </Sheet>
        </GlobalPrint>
      </Container>
    </Page>
  );
}
