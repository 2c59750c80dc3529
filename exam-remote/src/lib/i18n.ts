import { defineCatalog } from '@exam/web-platform/i18n';
import en from '../locales/en.json';
import type hi from '../locales/hi.json';

/** The ids of the online tests' app catalog: their English texts (the keys of its Hindi catalog). */
export type AppMessageId = keyof typeof hi;

/**
 * The messages of `./routes` itself (tab titles, the sign-in check, the missing page) and of what every
 * page shares (the palette's states and legend, question types and marking, question images, durations),
 * registered with the routes: `useAppT()` in components, `appT` as the helpers' default. Each page's own
 * texts are in its feature's catalog, loaded with its chunk, so the exam screen carries none of the
 * results' or My tests' English.
 */
export const {
  ready: appMessagesReady,
  useT: useAppT,
  t: appT,
} = defineCatalog<AppMessageId>(en, () => import('../locales/hi.json'));
