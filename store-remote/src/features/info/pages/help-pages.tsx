import { Link } from '@exam/shared-contracts/router';
import { useSiteContacts } from '@exam/shared-contracts/client';
import { PrimaryButton } from '../../../components/buttons';
import { Page, Prose } from '../../../components/layout';
import { useStoreT, type StoreMessageId } from '../../../lib/i18n';
import { RichText } from '../components/rich-text';

/** /contact (SPEC 2: linked page; content not shown, so the support details of SPEC 1). */
export function ContactPage() {
  const contacts = useSiteContacts();
  const t = useStoreT();
  return (
    <Page>
      <Prose>
        <h1>{t('store.info.contact.title')}</h1>
        <p>{t('store.info.contact.lead')}</p>
        {contacts && (
          <ul>
            <li>
              {t('store.info.contact.email')} <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </li>
            <li>
              {t('store.info.contact.phone')}{' '}
              <a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a>
            </li>
            <li>{t('store.info.contact.address', { address: contacts.location })}</li>
          </ul>
        )}
      </Prose>
    </Page>
  );
}

/** The steps of buying a book, in order. */
const BUYING_STEPS: StoreMessageId[] = [
  'store.info.help.buyStep1',
  'store.info.help.buyStep2',
  'store.info.help.buyStep3',
  'store.info.help.buyStep4',
];

/** /help (SPEC 2: linked page): the purchase journey in short. */
export function HelpPage() {
  const t = useStoreT();
  return (
    <Page>
      <Prose>
        <h1>{t('store.info.help.title')}</h1>
        <h2>{t('store.info.help.buying')}</h2>
        <ol>
          {BUYING_STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
        <h2>{t('store.info.help.reading')}</h2>
        <p>{t('store.info.help.readNow')}</p>
        <p>
          <RichText
            text={t('store.info.help.stillStuck')}
            parts={[(text) => <Link to="/contact">{text}</Link>]}
          />
        </p>
      </Prose>
    </Page>
  );
}

/** The questions and answers of /faq: each one's message ids. */
const FAQS: { q: StoreMessageId; a: StoreMessageId }[] = [
  { q: 'store.info.faq.approvalQ', a: 'store.info.faq.approvalA' },
  { q: 'store.info.faq.refundQ', a: 'store.info.faq.refundA' },
  { q: 'store.info.faq.accessQ', a: 'store.info.faq.accessA' },
  { q: 'store.info.faq.utrQ', a: 'store.info.faq.utrA' },
];

/** /faq (SPEC 2: linked page). */
export function FaqPage() {
  const t = useStoreT();
  return (
    <Page>
      <Prose>
        <h1>{t('store.info.faq.title')}</h1>
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
  const t = useStoreT();
  return (
    <Page>
      <Prose style={{ textAlign: 'center' }}>
        <h1>{t('store.info.notFound.title')}</h1>
        <p>{t('store.info.notFound.lead')}</p>
        <PrimaryButton as={Link} to="/">
          {t('store.info.notFound.home')}
        </PrimaryButton>
      </Prose>
    </Page>
  );
}
