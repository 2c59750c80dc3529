import { lazy, type ComponentType } from 'react';
import { appMessagesReady } from './i18n';

/**
 * A page in its own chunk, loaded when first shown (the exam screen's own code stays small: results and
 * My tests are not in it). When the address already is that page (a deep link, a reload), its chunk
 * starts loading as soon as this module runs, alongside the rest; once arrived the page renders without
 * suspending (React reveals suspended content no sooner than 300 ms after its fallback). A page module that
 * exports `messagesReady` (its feature's catalog) arrives once those messages and the app's for the current
 * language are in, so a page in हिंदी never shows its English first.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  path?: RegExp,
): ComponentType {
  let arrived: ComponentType | undefined;
  const start = () =>
    load().then(async (module) => {
      await Promise.all([appMessagesReady, (module as { messagesReady?: Promise<void> }).messagesReady]);
      arrived = module[name];
      return { default: arrived };
    });
  if (typeof window !== 'undefined' && path?.test(window.location.pathname)) start().catch(() => undefined);
  const Lazy = lazy(start);
  return function LazyPage() {
    const Page = arrived;
    return Page ? <Page /> : <Lazy />;
  };
}
