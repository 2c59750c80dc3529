import { formatRupees } from '@exam/shared-contracts/rules';
import { Panel } from './panel';

/** How to pay by UPI and get access (SPEC 1 "Purchase flow", SPEC 2 "instructions"). */
export function Instructions({ amount }: { amount: number }) {
  return (
    <Panel aria-labelledby="instructions-title">
      <h2 id="instructions-title">How to pay</h2>
      <ol>
        <li>Open any UPI app (Google Pay, PhonePe, Paytm or your bank&apos;s app).</li>
        <li>Scan the QR code, or pay to the UPI ID shown on this page.</li>
        <li>Pay exactly {formatRupees(amount)}.</li>
        <li>Copy the 12-digit UTR (UPI transaction reference) from the payment receipt.</li>
        <li>Enter the UTR number here and submit.</li>
        <li>
          An admin checks every payment; once approved, the book opens here and in My Books with lifetime
          access.
        </li>
      </ol>
    </Panel>
  );
}
