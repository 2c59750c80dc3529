/**
 * The reason a student reads on a rejected payment: the chosen template, then the admin's note
 * after a colon; either alone when the other is empty; '' when both are (a reject without a reason).
 */
export function rejectReason(template: string, note: string): string {
  const t = template.trim();
  const n = note.trim();
  if (t && n) return `${t}: ${n}`;
  return t || n;
}

/** The templates typed one per line in the editor: trimmed, blank lines and repeats dropped. */
export function parseTemplates(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}
