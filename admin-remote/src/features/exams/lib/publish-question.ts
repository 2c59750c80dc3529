/**
 * The question the admin answers before publishing a test (asked once, in the browser's confirm): what the
 * students will get, so a wrong duration or a half-keyed paper is caught before anyone starts. Durations are
 * in seconds; `keyed` counts the questions the key answers or drops.
 */
export function publishQuestion(test: {
  title: string;
  durationSeconds: number;
  questionCount: number;
  keyedCount: number;
}): string {
  const minutes = Math.round(test.durationSeconds / 60);
  return [
    `Publish "${test.title}"? Students who bought its series can take it at once.`,
    `Duration: ${minutes} minute${minutes === 1 ? '' : 's'} · ${test.questionCount} questions · ${test.keyedCount} answers in the key`,
  ].join('\n\n');
}
