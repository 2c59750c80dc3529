import { ALL, type MatrixRow } from './rows';

/**
 * The public routes of the whole site: health probes, metrics, the site's contact details and the
 * OpenAPI description with its Swagger UI.
 */
export const SITE_ROUTES: MatrixRow[] = [
  { method: 'GET', route: '/api/health', request: () => ({ url: '/api/health' }), expect: ALL(200) },
  {
    method: 'GET',
    route: '/api/health/live',
    request: () => ({ url: '/api/health/live' }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/health/ready',
    request: () => ({ url: '/api/health/ready' }),
    expect: ALL(200),
  },
  // Metrics answer only METRICS_TOKEN's bearer; unset in these tests → 404 for everyone.
  { method: 'GET', route: '/api/metrics', request: () => ({ url: '/api/metrics' }), expect: ALL(404) },
  { method: 'GET', route: '/api/site', request: () => ({ url: '/api/site' }), expect: ALL(200) },
  // The OpenAPI description and its Swagger UI page are public, like the routes they describe.
  { method: 'GET', route: '/api/docs', request: () => ({ url: '/api/docs' }), expect: ALL(200) },
  { method: 'GET', route: '/api/docs/json', request: () => ({ url: '/api/docs/json' }), expect: ALL(200) },
  { method: 'GET', route: '/api/docs/yaml', request: () => ({ url: '/api/docs/yaml' }), expect: ALL(200) },
  {
    method: 'GET',
    route: '/api/docs/static/index.html',
    // Swagger UI sends its own index page on to /api/docs/.
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: ALL(302),
  },
  {
    method: 'GET',
    route: '/api/docs/static/swagger-initializer.js',
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: ALL(200),
  },
];
