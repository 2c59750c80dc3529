import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** A compiled request validator as Fastify calls it: true/false (or a promise), with Ajv's `errors`. */
type Validator = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * Fastify's own schema compilers (Ajv for request parts, fast-json-stringify for responses), each route's
 * schemas compiled on that route's first request instead of all of them when the app starts.
 *
 * For the API tests only (`buildApp({ lazySchemas: true })`): compiling every route's schemas took about
 * a second of each test app's start (docs/testing.md "How long the suite takes"), and a test file uses a
 * handful of routes. Same compilers, same options, same schemas, so requests are checked and answers
 * written exactly as in production; a schema that does not compile fails that route's first request
 * (a 500) instead of the start. Production (server.ts) compiles eagerly, and so does every test that
 * builds the app without this option.
 *
 * One difference Fastify makes for a custom validator factory: it no longer lower-cases the property names
 * of a route's `headers` schema. No route has one; api/test/platform/http/lazy-schemas.test.ts fails if
 * one is added.
 * @returns the `schemaController` server option of Fastify.
 */
export function lazySchemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: (externalSchemas: unknown, ajvOptions: unknown) => {
        const compile = validators(externalSchemas as never, ajvOptions as never);
        return (route: unknown) => {
          let validator: Validator | undefined;
          const lazy: Validator = function (this: unknown, data: unknown) {
            validator ??= compile(route as never) as Validator;
            return validator.call(this, data);
          };
          // Fastify reads a failed validation's reasons from the function it called.
          Object.defineProperty(lazy, 'errors', { get: () => validator?.errors });
          return lazy as never;
        };
      },
      buildSerializer: (externalSchemas, serializerOptions) => {
        const compile = serializers(externalSchemas, serializerOptions as never);
        return (route) => {
          let serializer: ((data: unknown) => string) | undefined;
          return (data: unknown) => (serializer ??= compile(route as never))(data);
        };
      },
    },
  };
}
