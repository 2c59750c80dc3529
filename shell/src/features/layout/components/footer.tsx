import { useSiteContacts } from '@exam/shared-contracts/client';
import { Link } from '@exam/shared-contracts/router';
import styled from 'styled-components';
import { SITE } from '../../../lib/config';

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

const SUBJECTS = ['physics', 'chemistry', 'biology', 'mathematics'] as const;
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The footer on every page (SPEC 1, SPEC 2 "Navigation"): the product line, contact details, location, links to
 * /class11 by category (NEET, JEE) and subject (the store answers a subject with its search), and the policy
 * and help pages.
 */
export function Footer() {
  const contacts = useSiteContacts();
  return (
    <Wrap>
      <Grid>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{SITE.name}</h2>
          <p>{SITE.tagline}</p>
        </section>
        <nav aria-labelledby="footer-exams">
          <h2 id="footer-exams">Exams</h2>
          <ul>
            <li>
              <Link to="/class11?category=NEET">NEET Preparation</Link>
            </li>
            <li>
              <Link to="/class11?category=JEE">JEE Preparation</Link>
            </li>
            <li>
              <Link to="/class12">Class 12</Link>
            </li>
            <li>
              <Link to="/tests">Test Series</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-subjects">
          <h2 id="footer-subjects">Subjects</h2>
          <ul>
            {SUBJECTS.map((subject) => (
              <li key={subject}>
                <Link to={`/class11?subject=${subject}`}>{capital(subject)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            <li>
              <Link to="/help">Help Center</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/contact">Contact Us</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/refund">Refund Policy</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
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
        © {new Date().getFullYear()} {SITE.name}. All rights reserved.
      </Bottom>
    </Wrap>
  );
}
