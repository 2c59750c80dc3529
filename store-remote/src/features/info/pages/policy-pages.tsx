import { Link } from '@exam/shared-contracts/router';
import { useSiteContacts } from '@exam/shared-contracts/client';
import { Page, Prose } from '../../../components/layout';

/** The support line of each policy page, from the server's configuration (SPEC 1 contact details). */
function Contact() {
  const contacts = useSiteContacts();
  if (!contacts) return null;
  return (
    <p>
      Write to <a href={`mailto:${contacts.email}`}>{contacts.email}</a> or call {contacts.phone}.
    </p>
  );
}

/**
 * /privacy (SPEC 1 "Policy pages"): what we collect and why, admin approval of every payment, lifetime
 * access after approval, and a 48-hour support response.
 */
export function PrivacyPage() {
  return (
    <Page>
      <Prose>
        <h1>Privacy Policy</h1>
        <p>We collect only what we need to run your account and deliver your study materials.</p>
        <h2>What we collect</h2>
        <ul>
          <li>Your name, e-mail address and password (stored only as a secure hash).</li>
          <li>For each purchase, the UTR number you submit so an admin can verify the payment.</li>
        </ul>
        <h2>How we use it</h2>
        <p>
          An admin reviews and approves <strong>every payment</strong> manually. Once approved, the book is
          linked to your account with <strong>lifetime access</strong>. We never sell your data and do not
          store card or bank details: payments happen in your own UPI app.
        </p>
        <h2>Protected reading</h2>
        <p>Books open in our protected viewer and are served only to accounts with access.</p>
        <h2>Contact</h2>
        <p>
          We answer privacy questions within <strong>48 hours</strong>.
        </p>
        <Contact />
      </Prose>
    </Page>
  );
}

/** /terms (SPEC 1): the purchase rules, the strict no-refund policy, and a 48-hour support response. */
export function TermsPage() {
  return (
    <Page>
      <Prose>
        <h1>Terms of Service</h1>
        <p>By creating an account or buying material you agree to these terms.</p>
        <h2>Purchases</h2>
        <ul>
          <li>
            You pay by UPI and submit the UTR number; an admin approves every payment before access is
            granted.
          </li>
          <li>After approval you get lifetime access to the book in My Books.</li>
          <li>
            <strong>No refunds</strong> are given once a payment has been approved. See the{' '}
            <Link to="/refund">Refund Policy</Link>.
          </li>
        </ul>
        <h2>Use of material</h2>
        <p>
          Material is for your personal study. Copying, sharing, printing or redistributing it is not allowed.
        </p>
        <h2>Support</h2>
        <p>
          We respond to all queries within <strong>48 hours</strong>.
        </p>
        <Contact />
      </Prose>
    </Page>
  );
}

/** /refund (SPEC 1): strict no refunds once approved, admin approval of every payment, 24-48 hour support. */
export function RefundPage() {
  return (
    <Page>
      <Prose>
        <h1>Refund Policy</h1>
        <p>
          We follow a <strong>strict no-refund policy</strong>: no refunds are given once a payment has been
          approved.
        </p>
        <h2>Before you pay</h2>
        <ul>
          <li>Read the book description, page count and price carefully.</li>
          <li>Every payment is checked and approved by an admin before access is granted.</li>
          <li>After approval you keep lifetime access to the material.</li>
        </ul>
        <h2>Payment problems</h2>
        <p>
          If you paid but entered a wrong UTR, or your payment was rejected by mistake, contact us with your
          UTR number. Our support team responds within <strong>24-48 hours</strong>.
        </p>
        <Contact />
      </Prose>
    </Page>
  );
}
