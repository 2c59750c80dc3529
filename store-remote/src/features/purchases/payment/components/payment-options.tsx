import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatRupees } from '@exam/shared-contracts/rules';
import { usePaymentT } from '../i18n';
import { isAndroid } from '../lib/pay-links';
import { copyText } from '../lib/copy-text';
import { Box } from './panel';
import { Button } from '@exam/shared-ui/button';

/** How long "Copied to clipboard!" stays (docs/domains/purchases.md "Rules and limits": 2 s). */
export const COPY_CONFIRM_MS = 2000;

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 13rem) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`;

const Qr = styled.figure`
  margin: 0;
  padding: 0.75rem;
  background: #fff;
  border-radius: 12px;
  justify-self: center;
  width: 100%;
  max-width: 13rem;
  img {
    display: block;
    width: 100%;
    height: auto;
    image-rendering: pixelated;
  }
  figcaption {
    color: #334155;
    text-align: center;
    font-size: 0.8rem;
    margin-top: 0.4rem;
  }
`;

const IntentRow = styled.div`
  margin-top: 1rem;
`;

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.9rem;
  dt {
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0.15rem 0 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .amount {
    font-size: 1.6rem;
    color: ${(p) => p.theme.colors.success};
  }
  .upi {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    flex-wrap: wrap;
  }
  code {
    font-size: 1rem;
    padding: 0.3rem 0.5rem;
    border-radius: 6px;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  [role='status'] {
    color: ${(p) => p.theme.colors.success};
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

interface PaymentOptionsProps {
  qrCode: string;
  upiId: string;
  payeeName: string;
  /** Rupees. */
  amount: number;
  /** The `upi://pay` link with a note; shown as "Pay with a UPI app" on Android only. */
  intentLink?: string;
}

/**
 * The ways to pay (docs/domains/purchases.md "Purchase page"): the UPI QR code, the payee name, the UPI ID
 * with Copy (confirms "Copied to clipboard!" for 2 s) and the amount in ₹; on Android also
 * "Pay with a UPI app".
 */
export function PaymentOptions({ qrCode, upiId, payeeName, amount, intentLink }: PaymentOptionsProps) {
  const t = usePaymentT();
  const [copied, setCopied] = useState(false);
  const android = typeof navigator !== 'undefined' && isAndroid(navigator.userAgent);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(upiId)) setCopied(true);
  };

  return (
    <Box aria-labelledby="pay-title">
      <h2 id="pay-title">{t('Pay with UPI')}</h2>
      <Layout>
        <Qr>
          <img
            src={qrCode}
            alt={t('UPI QR code for {amount}', { amount: formatRupees(amount) })}
            width={208}
            height={208}
          />
          <figcaption>{t('Scan with any UPI app')}</figcaption>
        </Qr>
        <div>
          <Details>
            <div>
              <dt>{t('Amount')}</dt>
              <dd className="amount">{formatRupees(amount)}</dd>
            </div>
            <div>
              <dt>{t('Payee Name')}</dt>
              <dd>{payeeName}</dd>
            </div>
            <div>
              <dt>{t('UPI ID')}</dt>
              <dd className="upi">
                <code>{upiId}</code>
                <Button
                  $variant="secondary"
                  $size="large"
                  type="button"
                  onClick={copy}
                  aria-label={t('Copy UPI ID {upiId}', { upiId })}
                >
                  {t('Copy')}
                </Button>
                <span role="status">{copied ? t('Copied to clipboard!') : ''}</span>
              </dd>
            </div>
          </Details>
          {android && intentLink && (
            // Outside the <dl>: a list of terms holds only term/description groups.
            <IntentRow>
              {/* The QR code and the copy button stay: UPI apps refuse some intent links to personal VPAs. */}
              <Button $variant="primary" $size="large" as="a" href={intentLink}>
                {t('Pay with a UPI app')}
              </Button>
            </IntentRow>
          )}
        </div>
      </Layout>
    </Box>
  );
}
