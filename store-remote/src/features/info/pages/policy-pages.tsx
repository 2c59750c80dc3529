import { Link } from '@exam/web-platform/router';
import { useSiteContacts } from '@exam/web-platform/client';
import { Page, Prose } from '../../../components/layout';
import { useInfoT } from '../i18n';
import { RichText } from '@exam/shared-ui/rich-text';

export { infoMessagesReady as messagesReady } from '../i18n';

/** A `<0>…</0>` part of a message in bold. */
const bold = (text: string) => <strong>{text}</strong>;

/** The support line of each policy page, from the server's configuration
 * (docs/screens.md "Information and policy pages" contact details). */
function Contact() {
  const contacts = useSiteContacts();
  const t = useInfoT();
  if (!contacts) return null;
  return (
    <p>
      <RichText
        text={t('Write to <0>{email}</0> or call {phone}.', { email: contacts.email, phone: contacts.phone })}
        parts={[(email) => <a href={`mailto:${contacts.email}`}>{email}</a>]}
      />
    </p>
  );
}

/**
 * /privacy (docs/screens.md "Information and policy pages"): what we collect and why, admin approval of every
 * payment, lifetime access after approval, and a 48-hour support response.
 */
export function PrivacyPage() {
  const t = useInfoT();
  return (
    <Page>
      <Prose>
        <h1>{t('Privacy Policy')}</h1>
        <p>{t('We collect only what we need to run your account and deliver your study materials.')}</p>
        <h2>{t('What we collect')}</h2>
        <ul>
          <li>{t('Your name, e-mail address and password (stored only as a secure hash).')}</li>
          <li>{t('For each purchase, the UTR number you submit so an admin can verify the payment.')}</li>
        </ul>
        <h2>{t('How we use it')}</h2>
        <p>
          <RichText
            text={t(
              'An admin reviews and approves <0>every payment</0> manually. Once approved, the book is linked to your account with <1>lifetime access</1>. We never sell your data and do not store card or bank details: payments happen in your own UPI app.',
            )}
            parts={[bold, bold]}
          />
        </p>
        <h2>{t('Protected reading')}</h2>
        <p>{t('Books open in our protected viewer and are served only to accounts with access.')}</p>
        <h2>{t('Contact')}</h2>
        <p>
          <RichText text={t('We answer privacy questions within <0>48 hours</0>.')} parts={[bold]} />
        </p>
        <Contact />
      </Prose>
    </Page>
  );
}

/** /terms (docs/screens.md "Information and policy pages"): the purchase rules, the strict no-refund policy,
 * and a 48-hour support response. */
export function TermsPage() {
  const t = useInfoT();
  return (
    <Page>
      <Prose>
        <h1>{t('Terms of Service')}</h1>
        <p>{t('By creating an account or buying material you agree to these terms.')}</p>
        <h2>{t('Purchases')}</h2>
        <ul>
          <li>
            {t(
              'You pay by UPI and submit the UTR number; an admin approves every payment before access is granted.',
            )}
          </li>
          <li>{t('After approval you get lifetime access to the book in My Books.')}</li>
          <li>
            <RichText
              text={t(
                '<0>No refunds</0> are given once a payment has been approved. See the <1>Refund Policy</1>.',
              )}
              parts={[bold, (text) => <Link to="/refund">{text}</Link>]}
            />
          </li>
        </ul>
        <h2>{t('Use of material')}</h2>
        <p>
          {t(
            'Material is for your personal study. Copying, sharing, printing or redistributing it is not allowed.',
          )}
        </p>
        <h2>{t('Support')}</h2>
        <p>
          <RichText text={t('We respond to all queries within <0>48 hours</0>.')} parts={[bold]} />
        </p>
        <Contact />
      </Prose>
    </Page>
  );
}

/** /refund (docs/screens.md "Information and policy pages"): strict no refunds once approved, admin approval
 * of every payment, 24-48 hour support. */
export function RefundPage() {
  const t = useInfoT();
  return (
    <Page>
      <Prose>
        <h1>{t('Refund Policy')}</h1>
        <p>
          <RichText
            text={t(
              'We follow a <0>strict no-refund policy</0>: no refunds are given once a payment has been approved.',
            )}
            parts={[bold]}
          />
        </p>
        <h2>{t('Before you pay')}</h2>
        <ul>
          <li>{t('Read the book description, page count and price carefully.')}</li>
          <li>{t('Every payment is checked and approved by an admin before access is granted.')}</li>
          <li>{t('After approval you keep lifetime access to the material.')}</li>
        </ul>
        <h2>{t('Payment problems')}</h2>
        <p>
          <RichText
            text={t(
              'If you paid but entered a wrong UTR, or your payment was rejected by mistake, contact us with your UTR number. Our support team responds within <0>24-48 hours</0>.',
            )}
            parts={[bold]}
          />
        </p>
        <Contact />
      </Prose>
    </Page>
  );
}
