import type { ReactElement, ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectIsAdmin, selectSessionStatus, selectUser } from '@exam/web-platform/client';
import type { User } from '@exam/shared-contracts/accounts';
import { StandaloneCard } from './standalone-card';

/** Who a standalone page's content is for (docs/releases.md "Standalone pages"). */
export type StandaloneAudience = 'signed-in' | 'admin';

/** The visitor a {@link StandaloneGate} did not let in: signed in (as `user`, not an admin) or a guest. */
export interface RefusedVisitor {
  signedIn: boolean;
  user: User | null;
}

/** What a standalone page's gate shows; the texts are the app's, in its own language. */
export interface StandaloneGateProps {
  audience: StandaloneAudience;
  /** Shown while the stored session is checked (the app's spinner, "Checking your session..."). */
  checking: ReactNode;
  /** The card's heading for a visitor not let in. */
  title: string;
  /** The card's text for that visitor (a sign-in form, links to the site). */
  refused: (visitor: RefusedVisitor) => ReactNode;
  /** A narrow card (a form's width). */
  narrow?: boolean;
  /** The content, for the audience only. */
  children: ReactNode;
}

/**
 * The session gate of every remote's standalone page: the `checking` state until the session check of
 * mountStandalone answers, then the content for a signed-in user (`signed-in`) or an admin (`admin`), and
 * for anyone else the standalone card with `title` and the `refused` text. Nothing of the content (none
 * of its API calls) runs before the server has said who the visitor is; the server checks every call anyway.
 */
export function StandaloneGate(props: StandaloneGateProps): ReactElement {
  const status = useSelector(selectSessionStatus);
  const isAdmin = useSelector(selectIsAdmin);
  const user = useSelector(selectUser);
  const signedIn = status === 'authenticated';
  if (status === 'checking') return <>{props.checking}</>;
  if (signedIn && (props.audience === 'signed-in' || isAdmin)) return <>{props.children}</>;
  return (
    <StandaloneCard $narrow={props.narrow} aria-labelledby="standalone-title">
      <h1 id="standalone-title">{props.title}</h1>
      {props.refused({ signedIn, user: signedIn ? user : null })}
    </StandaloneCard>
  );
}
