import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The ICU placeholders of a message (`{name}`, `{count, plural, …}`'s `count`), sorted: for catalog tests. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token) && typeof token[0] === 'string') {
        names.add(token[0]);
        const options = token[2] as Record<string, unknown> | undefined;
        if (options && typeof options === 'object') Object.values(options).forEach(walk);
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}
