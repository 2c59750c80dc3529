/**
 * A moment as people in India read it (times in IST with the time of day), e.g.
 * "22 Nov 2025, 03:04 pm IST" (with `seconds`, "03:04:05 pm"); "-" for a missing or invalid value.
 * `iso` is an ISO 8601 timestamp as the API sends it.
 */
export function formatIndiaDateTime(iso: string | null | undefined, { seconds = false } = {}): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const text = date.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  });
  return `${text} IST`;
}
