/**
 * How the test screens write times, marks and scores. Plain functions, unit-tested; the ones with words
 * write them in the language of their `t` (the app catalog's, in the language shown now, unless given).
 */
import type { Translate } from '@exam/web-platform/i18n';
import { minutesOf } from '@exam/web-platform/prerender/file';
import { appT, type AppMessageId } from './i18n';

export { formatClock } from '@exam/shared-contracts/rules';

/** A duration given in seconds as minutes for people: `3600` → "60 minutes", `90` → "1.5 minutes". */
export function formatMinutes(seconds: number, t: Translate<AppMessageId> = appT): string {
  return minutesText(minutesOf(seconds), t);
}

/**
 * Minutes as words: `90` → "90 minutes". The instructions page's prerender passes a slot token for
 * `minutes`, which takes the plural's "other" words (fillTestTemplate fills only durations over 1 minute).
 */
export function minutesText(minutes: number | string, t: Translate<AppMessageId> = appT): string {
  return t('{minutes, plural, one {{minutes} minute} other {{minutes} minutes}}', { minutes });
}

/** Time spent, from milliseconds: `65_000` → "1 min 5 s", `4_000` → "4 s", `0` → "0 s". */
export function formatSpent(ms: number, t: Translate<AppMessageId> = appT): string {
  const total = Math.round(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes >= 60)
    return t('{hours} h {minutes} min', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return minutes ? t('{minutes} min {seconds} s', { minutes, seconds }) : t('{seconds} s', { seconds });
}

/** A mark with its sign and a true minus: `4` → "+4", `-1` → "−1", `0` → "0", `2.5` → "+2.5". */
export function formatMarks(marks: number): string {
  const value = Math.round(marks * 100) / 100;
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return '0';
}

/** A score as a plain number with a true minus sign: `-3` → "−3", `81` → "81" (the prerendered page's too). */
export { formatScore } from '@exam/web-platform/prerender/file';

/** A percentile as NTA publishes it, up to 7 decimals without trailing zeros: `75` → "75", `99.1234567`. */
export function formatPercentile(p: number): string {
  return String(Math.round(p * 1e7) / 1e7);
}

/** An accuracy (0..100) or null as text: "83.3%", or "—" when nothing was attempted. */
export function formatAccuracy(accuracy: number | null): string {
  return accuracy === null ? '—' : `${Math.round(accuracy * 10) / 10}%`;
}
