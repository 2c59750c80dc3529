/**
 * The platform's router surface (docs/architecture.md "The pieces"): the parts of React Router 7
 * the shell and the remotes use, shared as one singleton under `@exam/web-platform/router`.
 *
 * Why a curated surface and not `react-router-dom` itself: a shared module cannot be tree-shaken (any
 * remote may ask for any export), so sharing `react-router-dom` shipped all of React Router (data
 * routers, fetchers, server rendering: 52 KB brotli) to every guest. Re-exporting what the apps use lets
 * the build drop the rest, while every app still gets the same router context. A remote that needs
 * another export adds it here (a web-platform minor version), never imports `react-router-dom` directly
 * (eslint forbids it): a second copy of the router would have its own context and break navigation.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavigateFunction, NavLinkProps, To } from 'react-router';
