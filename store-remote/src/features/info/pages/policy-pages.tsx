import { Link } from '@exam/shared-contracts/router';
import { useSiteContacts } from '@exam/shared-contracts/client';
import { Page, Prose } from '../../../components/layout';
import { useStoreT } from '../../../lib/i18n';
import { RichText } from '../components/rich-text';

/** A `<0>…</0>` part of a message in bold. */
const bold = (text: string) => <strong>{text}</strong>;

/** The support line of each policy page, from the server's configuration (SPEC 1 contact details). */
function Contact() {
  const contacts = useSiteContacts();
  const t = useStoreT();
  if (!contacts) return null;
  return (
    <p>
      <RichText
        text={t('store.info.policy.contact', { email: contacts.email, phone: contacts.phone })}
        parts={[(email) => <a href={`mailto:${contacts.email}`}>{email}</a>]}
      />
    </p>
  );
}

/**
 * /privacy (SPEC 1 "Policy pages"): what we collect and why, admin approval of every payment, lifetime
 * access after approval, and a 48-hour support response.
 */
export function PrivacyPage() {
  const t = useStoreT();
  return (
    <Page>
      <Prose>
        <h1>{t('store.info.privacy.title')}</h1>
        <p>{t('store.info.privacy.lead')}</p>
        <h2>{t('store.info.privacy.collect')}</h2>
        <ul>
          <li>{t('store.info.privacy.collectAccount')}</li>
          <li>{t('store.info.privacy.collectUtr')}</li>
        </ul>
        <h2>{t('store.info.privacy.use')}</h2>
        <p>
          <RichText text={t('store.info.privacy.useText')} parts={[bold, bold]} />
        </p>
        <h2>{t('store.info.privacy.reading')}</h2>
        <p>{t('store.info.privacy.readingText')}</p>
        <h2>{t('store.info.privacy.contact')}</h2>
        <p>
          <RichText text={t('store.info.privacy.contactText')} parts={[bold]} />
        </p>
        <Contact />
      </Prose>
    </Page>
  );
}

/** /terms (SPEC 1): the purchase rules, the strict no-refund policy, and a 48-hour support response. */
export function TermsPage() {
  const t = useStoreT();
  return (
    <Page>
      <Prose>
        <h1>{t('store.info.terms.title')}</h1>
        <p>{t('store.info.terms.lead')}</p>
        <h2>{t('store.info.terms.purchases')}</h2>
        <ul>
          <li>{t('store.info.terms.purchaseApproval')}</li>
          <li>{t('store.info.terms.purchaseAccess')}</li>
          <li>
            <RichText
              text={t('store.info.terms.purchaseNoRefund')}
              parts={[bold, (text) => <Link to="/refund">{text}</Link>]}
            />
          </li>
        </ul>
        <h2>{t('store.info.terms.use')}</h2>
        <p>{t('store.info.terms.useText')}</p>
        <h2>{t('store.info.terms.support')}</h2>
        <p>
          <RichText text={t('store.info.terms.supportText')} parts={[bold]} />
        </p>
        <Contact />
      </Prose>
    </Page>
  );
}

/** /refund (SPEC 1): strict no refunds once approved, admin approval of every payment, 24-48 hour support. */
export function RefundPage() {
  const t = useStoreT();
  return (
    <Page>
      <Prose>
        <h1>{t('store.info.refund.title')}</h1>
        <p>
          <RichText text={t('store.info.refund.lead')} parts={[bold]} />
        </p>
        <h2>{t('store.info.refund.before')}</h2>
        <ul>
          <li>{t('store.info.refund.beforeRead')}</li>
          <li>{t('store.info.refund.beforeApproval')}</li>
          <li>{t('store.info.refund.beforeAccess')}</li>
        </ul>
        <h2>{t('store.info.refund.problems')}</h2>
        <p>
          <RichText text={t('store.info.refund.problemsText')} parts={[bold]} />
        </p>
        <Contact />
      </Prose>
    </Page>
  );
}
