import { useSiteContacts } from '@exam/web-platform/client';
import { SUBJECT_LABELS, SUBJECTS } from '@exam/shared-contracts/constants';
import { Link } from '@exam/web-platform/router';
import styled from 'styled-components';
import { SITE } from '../../../lib/config';
import { useShellT, type ShellMessageId } from '../../../lib/i18n';

const Wrap = styled.footer`
  margin-top: auto;
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Grid = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  h2 {
    font-size: 1rem;
    color: ${(p) => p.theme.colors.text};
    margin: 0 0 0.75rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  a {
    color: ${(p) => p.theme.colors.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.colors.text};
    text-decoration: underline;
  }
  p {
    margin: 0 0 0.5rem;
  }
  address {
    font-style: normal;
    display: grid;
    gap: 0.4rem;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding: 1rem;
  text-align: center;
  font-size: 0.9rem;
`;

/** The footer's link lists: path and label's message id. */
const EXAM_LINKS: [string, ShellMessageId][] = [
  ['/class11?category=NEET', 'NEET Preparation'],
  ['/class11?category=JEE', 'JEE Preparation'],
  ['/class12', 'Class 12'],
  ['/tests', 'Test Series'],
];
const SUPPORT_LINKS: [string, ShellMessageId][] = [
  ['/help', 'Help Center'],
  ['/faq', 'FAQ'],
  ['/contact', 'Contact Us'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/refund', 'Refund Policy'],
];

/**
 * The footer on every page (docs/screens.md "Header and footer"): the product line, contact details,
 * location, links to /class11 by category (NEET, JEE) and subject (the store answers a subject with its
 * search), and the policy and help pages.
 */
export function Footer() {
  const contacts = useSiteContacts();
  const t = useShellT();
  const list = (links: [string, ShellMessageId][]) => (
    <ul>
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to}>{t(label)}</Link>
        </li>
      ))}
    </ul>
  );
  return (
    <Wrap>
      <Grid>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{SITE.name}</h2>
          <p>
            {t(
              'Your trusted partner for NEET and JEE preparation with study materials, practice tests and expert guidance.',
            )}
          </p>
        </section>
        <nav aria-labelledby="footer-exams">
          <h2 id="footer-exams">{t('Exams')}</h2>
          {list(EXAM_LINKS)}
        </nav>
        <nav aria-labelledby="footer-subjects">
          <h2 id="footer-subjects">{t('Subjects')}</h2>
          {list(SUBJECTS.map((subject) => [`/class11?subject=${subject}`, SUBJECT_LABELS[subject]]))}
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">{t('Support')}</h2>
          {list(SUPPORT_LINKS)}
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('Contact')}</h2>
          {contacts && (
            <address>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              <a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a>
              <span>{contacts.location}</span>
            </address>
          )}
        </section>
      </Grid>
      <Bottom>
        {t('© {year} {site}. All rights reserved.', { year: new Date().getFullYear(), site: SITE.name })}
      </Bottom>
    </Wrap>
  );
}
