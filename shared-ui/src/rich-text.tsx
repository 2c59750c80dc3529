import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked parts, `"Still stuck? <0>Contact us</0>."`, drawn with element `n`
 * around the text of each `<n>…</n>` (a link, a bold phrase). The sentence stays one message, so each
 * language puts the link or the bold words where its grammar wants them (docs/languages.md). Tags
 * do not nest; a tag with no element is drawn as its plain text.
 */
export function RichText({ text, parts }: { text: string; parts: ((children: string) => ReactNode)[] }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\d+)>(.*?)<\/\1>/gs)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const draw = parts[Number(match[1])];
    nodes.push(<Fragment key={match.index}>{draw ? draw(match[2]) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
