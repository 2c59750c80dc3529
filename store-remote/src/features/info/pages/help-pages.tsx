import { Link } from '@exam/web-platform/router';
import { useSiteContacts } from '@exam/web-platform/client';
import { useDataLang } from '@exam/web-platform/i18n';
import { Page, Prose } from '../../../components/layout';
import { useInfoT, type InfoMessageId } from '../i18n';
import { RichText } from '@exam/shared-ui/rich-text';
import { Button } from '@exam/shared-ui/button';

export { infoMessagesReady as messagesReady } from '../i18n';

/** /contact: the support details (docs/screens.md "Information and policy pages"). */
export function ContactPage() {
  const contacts = useSiteContacts();
  const t = useInfoT();
  const dataLang = useDataLang();
  return (
    <Page>
      <Prose>
        <h1>{t('Contact Us')}</h1>
        <p>{t('We are happy to help with payments, access or anything else.')}</p>
        {contacts && (
          <ul>
            <li>
              {t('E-mail:')} <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </li>
            <li>
              {t('Phone:')} <a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a>
            </li>
            <li>
              {t('Address:')} <span lang={dataLang}>{contacts.location}</span>
            </li>
          </ul>
        )}
      </Prose>
    </Page>
  );
}

/** The steps of buying a book, in order. */
const BUYING_STEPS: InfoMessageId[] = [
  'Sign in and press Buy Now on a book.',
  'Pay the amount shown by UPI (scan the QR code or copy the UPI ID).',
  'Enter the 12-digit UTR number from your payment app and submit.',
  'Wait for admin approval; the page updates by itself and the book appears in My Books.',
];

/** /help (docs/screens.md "Information and policy pages": linked page): the purchase journey in short. */
export function HelpPage() {
  const t = useInfoT();
  return (
    <Page>
      <Prose>
        <h1>{t('Help Center')}</h1>
        <h2>{t('Buying a book')}</h2>
        <ol>
          {BUYING_STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
        <h2>{t('Reading')}</h2>
        <p>{t('Press Read Now on any book you own to open it in the protected viewer.')}</p>
        <p>
          <RichText
            text={t('Still stuck? <0>Contact us</0>.')}
            parts={[(text) => <Link to="/contact">{text}</Link>]}
          />
        </p>
      </Prose>
    </Page>
  );
}

/** The questions and answers of /faq: each one's message ids. */
const FAQS: { q: InfoMessageId; a: InfoMessageId }[] = [
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

/** /faq (docs/screens.md "Information and policy pages": linked page). */
export function FaqPage() {
  const t = useInfoT();
  return (
    <Page>
      <Prose>
        <h1>{t('Frequently Asked Questions')}</h1>
        {FAQS.map((item) => (
          <section key={item.q}>
            <h2>{t(item.q)}</h2>
            <p>{t(item.a)}</p>
          </section>
        ))}
      </Prose>
    </Page>
  );
}

/** Any unknown path (`*`). */
export function NotFoundPage() {
  const t = useInfoT();
  return (
    <Page>
      <Prose style={{ textAlign: 'center' }}>
        <h1>{t('Page not found')}</h1>
        <p>{t('The page you are looking for does not exist or has moved.')}</p>
        <Button $variant="primary" $size="large" as={Link} to="/">
          {t('Go to Home')}
        </Button>
      </Prose>
    </Page>
  );
}
