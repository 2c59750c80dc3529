/**
 * A moment as people in India read it (times in IST with the time of day), e.g.
 * "22 Nov 2025, 03:04 pm IST" (with `seconds`, "03:04:05 pm"); "-" for a missing or invalid value.
 * `iso` is an ISO 8601 timestamp as the API sends it. `locale` is the page's `Intl` locale (i18n
 * `INTL_LOCALES`): in `hi-IN` the month is Hindi and the clock 24-hour ("23 नव॰ 2026, 10:42 IST"), as ICU's
 * Hindi has no am/pm words of its own.
 */
export function formatIndiaDateTime(
  iso: string | null | undefined,
  { seconds = false, locale = 'en-IN' }: { seconds?: boolean; locale?: string } = {},
): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const text = date.toLocaleString(locale, {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    ...(locale.startsWith('hi') ? { hourCycle: 'h23' as const } : {}),
  });
  return `${text} IST`;
}
