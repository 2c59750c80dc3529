import { renderToStaticMarkup } from 'react-dom/server';
import { signedIn, signedOut } from '@exam/web-platform/client';
import { createStandaloneStore } from '@exam/web-platform/standalone';
import { StandaloneGate, type StandaloneAudience } from '../standalone-gate';
import { lightTheme } from '../theme';
import { withProviders } from '../testing/render-with-providers';

type Session = 'checking' | 'guest' | 'student' | 'admin';

/** The gate's markup for `audience` once the session check said `session`. */
function gate(audience: StandaloneAudience, session: Session): string {
  const store = createStandaloneStore();
  if (session === 'guest') store.dispatch(signedOut());
  if (session === 'student' || session === 'admin')
    store.dispatch(
      signedIn({ id: 'u1', name: 'Asha', email: 'a@x.in', isAdmin: session === 'admin' } as never),
    );
  return renderToStaticMarkup(
    withProviders(
      <StandaloneGate
        audience={audience}
        checking={<p>checking</p>}
        title="Sign in"
        refused={({ signedIn: known, user }) => <p>{known ? `not for ${user?.name}` : 'guest'}</p>}
      >
        <p>content</p>
      </StandaloneGate>,
      { store, theme: lightTheme },
    ),
  );
}

/** The session gate of every remote's standalone page (docs/releases.md "Standalone pages"). */
describe('StandaloneGate', () => {
  it.each([
    ['signed-in', 'checking', 'checking'],
    ['signed-in', 'guest', 'guest'],
    ['signed-in', 'student', 'content'],
    ['signed-in', 'admin', 'content'],
    ['admin', 'checking', 'checking'],
    ['admin', 'guest', 'guest'],
    ['admin', 'student', 'not for Asha'],
    ['admin', 'admin', 'content'],
  ] as const)('for %s, a %s visitor sees "%s"', (audience, session, shown) => {
    const html = gate(audience, session);
    expect(html).toContain(`<p>${shown}</p>`);
    // A visitor not let in gets the card, its title as its heading; the content is never drawn for them.
    const refused = shown === 'guest' || shown.startsWith('not for');
    expect(html.includes('<h1 id="standalone-title">Sign in</h1>')).toBe(refused);
    expect(html.includes('content')).toBe(shown === 'content');
  });
});
