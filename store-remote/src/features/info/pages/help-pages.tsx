import { Link } from '@exam/shared-contracts/router';
import { useSiteContacts } from '@exam/shared-contracts/client';
import { PrimaryButton } from '../../../components/buttons';
import { Page, Prose } from '../../../components/layout';

/** /contact (SPEC 2: linked page; content not shown, so the support details of SPEC 1). */
export function ContactPage() {
  const contacts = useSiteContacts();
  return (
    <Page>
      <Prose>
        <h1>Contact Us</h1>
        <p>We are happy to help with payments, access or anything else.</p>
        {contacts && (
          <ul>
            <li>
              E-mail: <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </li>
            <li>
              Phone: <a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a>
            </li>
            <li>Address: {contacts.location}</li>
          </ul>
        )}
      </Prose>
    </Page>
  );
}

/** /help (SPEC 2: linked page): the purchase journey in short. */
export function HelpPage() {
  return (
    <Page>
      <Prose>
        <h1>Help Center</h1>
        <h2>Buying a book</h2>
        <ol>
          <li>Sign in and press Buy Now on a book.</li>
          <li>Pay the amount shown by UPI (scan the QR code or copy the UPI ID).</li>
          <li>Enter the 12-digit UTR number from your payment app and submit.</li>
          <li>Wait for admin approval; the page updates by itself and the book appears in My Books.</li>
        </ol>
        <h2>Reading</h2>
        <p>Press Read Now on any book you own to open it in the protected viewer.</p>
        <p>
          Still stuck? <Link to="/contact">Contact us</Link>.
        </p>
      </Prose>
    </Page>
  );
}

const FAQS = [
  {
    q: 'How long does approval take?',
    a: 'An admin checks every payment, usually within a few hours and at most 24-48 hours.',
  },
  { q: 'Can I get a refund?', a: 'No. We follow a strict no-refund policy once a payment is approved.' },
  { q: 'How long can I read a book?', a: 'For life: approved purchases stay in My Books.' },
  {
    q: 'Where do I find my UTR number?',
    a: 'In the transaction details of your UPI app; it is a 12-digit number.',
  },
];

/** /faq (SPEC 2: linked page). */
export function FaqPage() {
  return (
    <Page>
      <Prose>
        <h1>Frequently Asked Questions</h1>
        {FAQS.map((item) => (
          <section key={item.q}>
            <h2>{item.q}</h2>
            <p>{item.a}</p>
          </section>
        ))}
      </Prose>
    </Page>
  );
}

/** Any unknown path (`*`). */
export function NotFoundPage() {
  return (
    <Page>
      <Prose style={{ textAlign: 'center' }}>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <PrimaryButton as={Link} to="/">
          Go to Home
        </PrimaryButton>
      </Prose>
    </Page>
  );
}
