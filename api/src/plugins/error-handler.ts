import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { PASSWORD_MESSAGES } from '@exam/shared-contracts/rules/password';
import { databaseFault, isDataException } from '../db/client';
import type { HttpError } from '../platform/http-error';
import { codeOf, EMAIL_INVALID_MESSAGE } from './error-codes';

/** Text of the 400 for a value the database itself refuses (a NUL character in a name, say). */
export const BAD_VALUE_MESSAGE =
  'The request contains a value that cannot be stored (for example a NUL character)';

/** Text of every 503 caused by an unreachable database; the client shows it as is. */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable';

const FRIENDLY: Record<string, string> = {
  'password:minLength': PASSWORD_MESSAGES.tooShort,
  'email:format': EMAIL_INVALID_MESSAGE,
  'upiId:pattern': 'Please enter a valid UPI ID (e.g. name@bank)',
};

/** One readable sentence for a schema validation failure (first error only). */
export function validationMessage(errors: FastifySchemaValidationError[], context?: string): string {
  const e = errors[0];
  if (!e) return 'Invalid request';
  const missing = (e.params as { missingProperty?: string })?.missingProperty;
  const field = missing ?? e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const friendly = FRIENDLY[`${field}:${e.keyword}`];
  if (friendly) return friendly;
  if (missing) return `${missing} is required`;
  return `${field || context || 'request'} ${e.message ?? 'is invalid'}`;
}

/** `{ error }` with the refusal's stable code and message values when it has them (docs/languages.md). */
function body(error: string, thrown?: HttpError['coded']) {
  return { error, ...codeOf(error, thrown) };
}

/**
 * Every error becomes `{ error: message, code?, params? }` (api/README.md "Routes"; `code` and `params`
 * for a refusal students may see, plugins/error-codes): 4xx keep their message (validation → 400 with a
 * readable sentence); a lost, unreachable or busy database (statement timeout 57014, lock timeout 55P03,
 * pool exhausted) → 503 `Service temporarily unavailable` with `Retry-After: 5`; anything else is logged
 * and answered 500 'Internal server error', never with a stack trace.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((raw: FastifyError, req, reply) => {
      // Anything thrown (even a string) is handled; never let the handler itself fail.
      const err = (raw && typeof raw === 'object' ? raw : new Error(String(raw))) as FastifyError;
      const fault = databaseFault(err);
      if (fault) {
        req.log.warn({ err }, fault === 'busy' ? 'database busy' : 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ error: UNAVAILABLE_MESSAGE, code: 'unavailable' });
      }
      if (isDataException(err)) {
        return reply.status(400).send({ error: BAD_VALUE_MESSAGE });
      }
      if (err.validation) {
        return reply.status(400).send(body(validationMessage(err.validation, err.validationContext)));
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status >= 500) {
        req.log.error({ err }, 'request failed');
        if (status === 503) reply.header('retry-after', '5');
        return reply
          .status(status)
          .send(
            status === 503
              ? body(err.message, (err as Partial<HttpError>).coded)
              : { error: 'Internal server error', code: 'internal' },
          );
      }
      const message = typeof err.message === 'string' && err.message ? err.message : 'Invalid request';
      return reply.status(status).send(body(message, (err as Partial<HttpError>).coded));
    });
  },
  { name: 'error-handler' },
);
