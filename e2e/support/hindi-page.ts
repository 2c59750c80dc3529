/**
 * Helpers of the हिंदी browser tests (e2e/hindi*.e2e.ts, docs/languages.md): the phone width, the
 * Latin words a Hindi page may show, the audit of a page's English, a signed-in phone page in Hindi, and
 * opening a page once it has drawn itself.
 */
import type { Page } from '@playwright/test';
import { collectErrors } from './browser';
import type { SignedInContext } from './fixtures';

/** The phone width the Hindi pages are checked at (px). */
export const PHONE = 360;

/** Latin words a Hindi page may show: the brand, exam names and the loan words students use. */
const ALLOWED = [
  'Exam',
  'Store',
  'NEET',
  'JEE',
  'AIR',
  'Advanced',
  'UPI',
  'UTR',
  'PDF',
  'QR',
  'ID',
  'OTP',
  'PYQ',
  'IST',
  'Google',
  'Email',
];

/**
 * The English words on the page outside `lang="en"` parts and contact details: in visible text, in the
 * names and hints of every element (aria-label, title, placeholder, alt) and in the tab title.
 */
export function englishOnPage(page: Page, alsoAllowed: string[] = []): Promise<string[]> {
  return page.evaluate(
    (allowed) => {
      // Contact details are data (an e-mail address, a phone number), as is what is marked not to be
      // translated (ids, names, UPI IDs); scripts and styles are no text.
      const CONTACT_DATA =
        'address, a[href^="mailto:"], a[href^="tel:"], [translate="no"], script, style, noscript';
      const found = new Set<string>();
      const english = (el: Element) => !(el.closest('[lang]')?.getAttribute('lang') ?? 'hi').startsWith('hi');
      const check = (text: string, where: string) => {
        for (const word of text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []) {
          if (!allowed.includes(word)) found.add(`${word} (${where})`);
        }
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const el = walker.currentNode.parentElement;
        if (!el || english(el) || el.closest(CONTACT_DATA)) continue;
        if (!el.checkVisibility()) continue;
        check(walker.currentNode.textContent ?? '', el.tagName.toLowerCase());
      }
      for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
        if (english(el) || el.closest(CONTACT_DATA)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = el.getAttribute(name);
          if (value) check(value, `${el.tagName.toLowerCase()}[${name}]`);
        }
      }
      check(document.title, 'title');
      return [...found].sort();
    },
    [...ALLOWED, ...alsoAllowed],
  );
}

/** A phone page signed in as `student` that opens in हिंदी, its errors, and the English found so far by page. */
export async function hindiPhone(
  signedInContext: SignedInContext,
  student: { token: string },
): Promise<{ page: Page; errors: string[]; english: Record<string, string[]> }> {
  const context = await signedInContext(
    student,
    false,
    { viewport: { width: PHONE, height: 800 } },
    "localStorage.setItem('lang', 'hi')",
  );
  const page = await context.newPage();
  return { page, errors: collectErrors(page), english: {} };
}

/** Opens `path` in `page` and waits until it has rendered with its messages (the network is quiet). */
export async function settle(page: Page, path: string, ready: string, base: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}
