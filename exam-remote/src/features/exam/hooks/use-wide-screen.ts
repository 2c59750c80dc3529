import { useEffect, useState } from 'react';
import { WIDE_MIN_PX } from '../components/exam-layout';

const query = `(min-width: ${WIDE_MIN_PX}px)`;
const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true);

/**
 * True on a screen wide enough for the palette beside the question; below it the palette is in a drawer.
 * Decided in script rather than CSS alone so only one palette exists at a time (one set of buttons named
 * "Question 1: …" for keyboard and screen-reader users).
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const changed = () => setWide(list.matches);
    list.addEventListener('change', changed);
    changed();
    return () => list.removeEventListener('change', changed);
  }, []);
  return wide;
}
