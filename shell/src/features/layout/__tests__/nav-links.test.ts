import { t } from '@exam/web-platform/i18n';
import '../../../lib/i18n';
import { navLinksFor } from '../lib/nav-links';

const labels = (links: { label: string }[]) => links.map((l) => t(l.label));

describe('navLinksFor (docs/screens.md "Header and footer"), in English', () => {
  it('gives visitors Home, Class 11, Class 12, Tests', () => {
    expect(labels(navLinksFor('guest', false))).toEqual(['Home', 'Class 11', 'Class 12', 'Tests']);
  });

  it('gives users Dashboard, My Books, Tests, My tests, Class 11, Class 12 and no Admin Panel', () => {
    expect(labels(navLinksFor('authenticated', false))).toEqual([
      'Dashboard',
      'My Books',
      'Tests',
      'My tests',
      'Class 11',
      'Class 12',
    ]);
  });

  it('adds Admin Panel (to /admin) only for admins', () => {
    const links = navLinksFor('authenticated', true);
    expect(links.at(-1)?.to).toBe('/admin');
    expect(labels(links).at(-1)).toBe('Admin Panel');
  });
});
