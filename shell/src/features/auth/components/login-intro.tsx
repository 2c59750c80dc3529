/**
 * The top of the sign-in card (SPEC 2 "Login"): its heading and lead. Its own component because the build
 * also prerenders it into /login's HTML (src/prerender.tsx, ARCHITECTURE "Prerendered first paint").
 */
export function LoginIntro() {
  return (
    <>
      <h1 id="login-title">Welcome back</h1>
      <p>Sign in to continue your NEET and JEE preparation.</p>
    </>
  );
}
