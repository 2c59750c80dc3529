import type { FastifyServerOptions } from 'fastify';

/** What replaces a redacted value in the log. */
export const REDACTED = '[redacted]';

/**
 * `url` with every query value replaced by {@link REDACTED}, names kept (`/auth-callback?code=[redacted]`).
 * Query strings carry one-time sign-in codes, the provider's authorization code and state, reader search
 * terms; none belongs in a log.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`)
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** The request fields Fastify logs by default, with the URL's query redacted (no headers at all). */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * pino options of the server's logger (api/README.md "Security"): level LOG_LEVEL, request URLs logged
 * without query values, and `authorization` / `cookie` / `set-cookie` headers censored wherever a log
 * line carries headers. `stream` (tests) receives the JSON lines instead of stdout.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        'authorization',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
