import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * The server instance a route plugin of this module is given (its requests typed by the routes' schemas),
 * for the functions that add one group of the plugin's routes to it: they share the plugin's hooks and
 * content-type parsers because they add to the same instance rather than registering a plugin of their own.
 */
export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];
