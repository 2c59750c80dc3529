import { formatRupees } from '@exam/shared-contracts/rules';
import { usePaymentT } from '../i18n';
import { Box } from './panel';

/** How to pay by UPI and get access (docs/domains/purchases.md "Purchase page"). */
export function Instructions({ amount }: { amount: number }) {
  const t = usePaymentT();
  return (
    <Box aria-labelledby="instructions-title">
      <h2 id="instructions-title">{t('How to pay')}</h2>
      <ol>
        <li>{t("Open any UPI app (Google Pay, PhonePe, Paytm or your bank's app).")}</li>
        <li>{t('Scan the QR code, or pay to the UPI ID shown on this page.')}</li>
        <li>{t('Pay exactly {amount}.', { amount: formatRupees(amount) })}</li>
        <li>{t('Copy the 12-digit UTR (UPI transaction reference) from the payment receipt.')}</li>
        <li>{t('Enter the UTR number here and submit.')}</li>
        <li>
          {t(
            'An admin checks every payment; once approved, the book opens here and in My Books with lifetime access.',
          )}
        </li>
      </ol>
    </Box>
  );
}
