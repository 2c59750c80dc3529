/**
 * The header keeps to one row at every width from a tablet up (docs/screens.md "Header and footer"): a
 * guest's four links with Login and Get Started, a student's five links with a long name and Logout, an
 * admin's six, in English and in हिंदी. Under 1024 px the links are behind the menu toggle; from 1024 to 1279
 * px (and from 1024 px when signed in) the search is a button that opens its sheet under the bar; under 1440
 * px the language switch names only the language to switch to.
 */
import type { Page } from '@playwright/test';
import { resizeTo } from './support/browser';
import { adminToken, registerStudent } from './support/store-session';
import { expect, test } from './support/fixtures';

/** The widest window with the menu toggle (shell/src/features/layout/components/header-styles.ts). */
const MENU_MAX = 1023;
const WIDTHS = [768, 900, 1023, 1024, 1100, 1180, 1279, 1280, 1366, 1439, 1440, 1920];

/** The bar's names in each language: its navigation's, the menu button's when closed, and both states'. */
const EN = { nav: 'Main', open: 'Open menu', toggle: /menu$/ };
const HI = { nav: 'मुख्य', open: 'मेन्यू खोलें', toggle: /^मेन्यू/ };

/**
 * The rows the header's bar uses: the distinct tops (rounded to 4 px) of the bar's visible items, with the
 * menu's links and actions counted one by one when the menu is in the bar.
 */
async function headerRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    // The bar's row: the parent of the shell's menu (a page may have <header> elements of its own).
    const inner = document.getElementById('site-menu')!.parentElement!;
    const items = [...inner.children].flatMap((child) =>
      child.id === 'site-menu' ? [...child.querySelectorAll('li, button, span, a')] : [child],
    );
    const tops = new Set<number>();
    for (const item of items) {
      const box = item.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) tops.add(Math.round((box.top + box.height / 2) / 4));
    }
    return tops.size;
  });
}

/**
 * The header's layout at each of {@link WIDTHS}: its row count, and whether the links or the toggle show;
 * a line of more than one row also gives the menu button's name and the bar's height, to read a failure.
 */
async function layouts(page: Page, links: string[], words = EN) {
  const banner = page.getByRole('banner');
  const nav = banner.getByRole('navigation', { name: words.nav });
  const toggle = banner.getByRole('button', { name: words.toggle });
  const seen: string[] = [];
  for (const width of WIDTHS) {
    await resizeTo(page, width, 900);
    // A width that reads as more than one row is read again (3 times, 250 ms apart) before it counts: in CI
    // the bar twice read as the desktop layout right after a resize (its media queries not yet applied),
    // never here; a real wrap stays.
    let rows = await headerRows(page);
    for (let again = 0; again < 3 && rows > 1; again += 1) {
      await page.waitForTimeout(250);
      rows = await headerRows(page);
    }
    const menu = await banner.getByRole('button', { name: words.open }).isVisible();
    const shown = await Promise.all(
      links.map((name) => nav.getByRole('link', { name, exact: true }).isVisible()),
    );
    const line = `${width}: ${rows} row${rows === 1 ? '' : 's'}, ${menu ? 'menu' : `${shown.filter(Boolean).length} links`}`;
    if (rows === 1) {
      seen.push(line);
      continue;
    }
    const name = (await toggle.isVisible()) ? await toggle.getAttribute('aria-label') : 'no menu button';
    // What the page itself saw: its bar's height, its width, whether the menu's media query matched, and
    // the menu's and the toggle's computed display (a failure then says which of them was stale).
    const state = await page.evaluate((menuMax) => {
      const menu = document.getElementById('site-menu')!;
      const toggle = document.querySelector<HTMLElement>('[aria-controls="site-menu"]');
      return [
        `${Math.round(menu.closest('header')!.getBoundingClientRect().height)} px`,
        `window ${window.innerWidth}/${document.documentElement.clientWidth}`,
        `menu query ${window.matchMedia(`(max-width: ${menuMax}px)`).matches}`,
        `menu ${getComputedStyle(menu).display}`,
        `toggle ${toggle ? getComputedStyle(toggle).display : 'absent'}`,
        `${document.styleSheets.length} sheets`,
      ].join(', ');
    }, MENU_MAX);
    seen.push(`${line} (${name}, ${state})`);
  }
  return seen;
}

/** What each width should show: one row; the toggle under 1024 px, every link from 1024 px. */
const expected = (links: string[]) =>
  WIDTHS.map((w) => `${w}: 1 row, ${w <= MENU_MAX ? 'menu' : `${links.length} links`}`);

test('a guest: one row at every width from 768 to 1920 px', async ({ guestPage }) => {
  const page = await guestPage('/faq');
  const links = ['Home', 'Class 11', 'Class 12', 'Tests'];
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).waitFor();
  expect(await layouts(page, links)).toEqual(expected(links));
});

test('a student with a long name and an admin: one row at every width from 768 to 1920 px', async ({
  signedInPage,
}) => {
  const student = await registerStudent('Venkata Subramanian Raghavendra Iyer');
  const links = ['Dashboard', 'My Books', 'Tests', 'My tests', 'Class 11', 'Class 12'];
  const page = await signedInPage(student.token, '/faq');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor({ timeout: 20_000 });
  expect(await layouts(page, links)).toEqual(expected(links));

  const admin = await signedInPage(await adminToken(), '/faq', true);
  await admin.getByRole('banner').getByRole('link', { name: 'Admin Panel' }).waitFor({ timeout: 20_000 });
  expect(await layouts(admin, [...links, 'Admin Panel'])).toEqual(expected([...links, 'Admin Panel']));
});

test('at 1100 px the search is a button: its sheet opens under the bar, takes the focus and searches', async ({
  platform,
  signedInPage,
}) => {
  const student = await registerStudent('Meera Pillai');
  const page = await signedInPage(student.token, '/faq', false, 1100);
  const banner = page.getByRole('banner');
  const field = banner.getByRole('searchbox', { name: 'Search books' });
  const toggle = banner.getByRole('button', { name: 'Search books' });
  await toggle.waitFor({ timeout: 20_000 });
  await expect(field).toBeHidden();
  await toggle.click();
  await expect(field).toBeFocused();
  expect(await headerRows(page)).toBe(2);
  await field.fill('orgnic');
  await field.press('Enter');
  await page.waitForURL(`${platform.url}/search?q=orgnic`);
  await expect(field).toBeHidden();
});

test('in हिंदी, a guest and an admin: one row at every width from 768 to 1920 px', async ({
  guestPage,
  signedInPage,
}) => {
  const inHindi = async (page: Page) => {
    await page.evaluate(() => localStorage.setItem('lang', 'hi'));
    await page.reload();
  };
  const guest = await guestPage('/faq');
  await inHindi(guest);
  await guest.getByRole('banner').getByRole('link', { name: 'शुरू करें' }).waitFor({ timeout: 20_000 });
  const links = ['होम', 'कक्षा 11', 'कक्षा 12', 'टेस्ट'];
  expect(await layouts(guest, links, HI)).toEqual(expected(links));

  const admin = await signedInPage(await adminToken(), '/faq', true);
  await inHindi(admin);
  await admin.getByRole('banner').getByRole('link', { name: 'एडमिन पैनल' }).waitFor({ timeout: 20_000 });
  const adminLinks = ['डैशबोर्ड', 'मेरी किताबें', 'टेस्ट', 'मेरे टेस्ट', 'कक्षा 11', 'कक्षा 12', 'एडमिन पैनल'];
  expect(await layouts(admin, adminLinks, HI)).toEqual(expected(adminLinks));
});
