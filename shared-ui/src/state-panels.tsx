import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, Muted } from './primitives';
import { Centered } from './spinner';

/** Heading level of a panel's title: h1 on a page of its own (payment), h2 under a page's h1. */
export type HeadingLevel = 1 | 2 | 3;

/** The dashed panel of a page's empty or failed list: a heading, a line, an action. */
const Framed = styled(Centered)`
  gap: 0;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  h1,
  h2,
  h3 {
    margin: 0 0 0.5rem;
    color: ${(p) => p.theme.colors.text};
  }
  p {
    margin: 0 0 1.25rem;
  }
`;

/** A touch-sized retry button (44 px, the exam screens' target size). */
const RetryButton = styled(Button)`
  min-height: 44px;
`;

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }): ReactElement {
  const Tag = `h${level}` as const;
  return <Tag>{children}</Tag>;
}

/**
 * A failed load (docs/screens.md "Loading, empty and error states" error states).
 * - With `title`: a dashed panel, role=alert, holding the heading (`headingLevel`, h2 unless given),
 *   `message` as a line, the retry button when `onRetry` is given, then `children` (a way out).
 * - Without: `message` alone is the alert (the server's words), then the retry button and `children`.
 * `retryLabel` is the button's text, "Retry" unless given (the store's pages say "Try again").
 */
export function ErrorState({
  message,
  title,
  headingLevel = 2,
  onRetry,
  retryLabel = 'Retry',
  children,
}: {
  message: string;
  title?: string;
  headingLevel?: HeadingLevel;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}): ReactElement {
  const retry = onRetry && (
    <RetryButton type="button" onClick={() => onRetry()}>
      {retryLabel}
    </RetryButton>
  );
  if (title)
    return (
      <Framed role="alert">
        <Heading level={headingLevel}>{title}</Heading>
        <p>{message}</p>
        {retry}
        {children}
      </Framed>
    );
  return (
    <Centered>
      <ErrorText role="alert">{message}</ErrorText>
      {retry}
      {children}
    </Centered>
  );
}

/**
 * An empty list or a missing page (docs/screens.md "Loading, empty and error states" empty states:
 * "No Books Purchased Yet", "No tests taken yet").
 * - With `headingLevel`: a dashed panel with `title` as that heading, `message` as a line and `children`
 *   (the action, e.g. Browse Books).
 * - Without: `title` in bold and `children` (where to go instead) muted under it.
 */
export function EmptyState({
  title,
  headingLevel,
  message,
  children,
}: {
  title: string;
  headingLevel?: HeadingLevel;
  message?: string;
  children?: ReactNode;
}): ReactElement {
  if (headingLevel)
    return (
      <Framed>
        <Heading level={headingLevel}>{title}</Heading>
        {message && <p>{message}</p>}
        {children}
      </Framed>
    );
  return (
    <Centered>
      <strong>{title}</strong>
      {message && <Muted as="p">{message}</Muted>}
      {children && <Muted as="div">{children}</Muted>}
    </Centered>
  );
}
