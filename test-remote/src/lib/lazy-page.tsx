import { lazy, type ComponentType } from 'react';

/**
 * A page in its own chunk, loaded when first shown (the exam screen's own code stays small: results and
 * My tests are not in it). When the address already is that page (a deep link, a reload), its chunk
 * starts loading as soon as this module runs, alongside the rest; once arrived the page renders without
 * suspending (React reveals suspended content no sooner than 300 ms after its fallback).
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  path?: RegExp,
): ComponentType {
  let arrived: ComponentType | undefined;
  const start = () =>
    load().then((module) => {
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
