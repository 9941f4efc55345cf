import type {
  FastifyContextConfig,
  FastifyReply,
  FastifySchema,
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema, pagedEnvelopeSchema } from '@pawsook/shared/api/envelope-schema';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a group of routes stands in the API document: its tags, and the bearer token when it needs one (an empty entry: or none). */
interface RouteDocs {
  tags: string[];
  security?: Record<string, never[]>[];
}

/** What a route reads from the request, each checked by its zod schema before the handler runs. */
interface Takes {
  headers?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/** One route: its words in the API document, what it takes, the result its 200 carries, and its own hooks. */
type Route<T extends Takes, Result extends z.ZodType> = T & {
  summary: string;
  description?: string;
  result: Result;
  /** answers other than the 200 that the API document shows */
  otherAnswers?: Record<number, z.ZodType>;
  config?: FastifyContextConfig;
  onRequest?: RouteShorthandOptions['onRequest'];
  /** reads what the schema cannot (a multipart form) into the request before it is validated */
  preValidation?: RouteShorthandOptions['preValidation'];
};

type RouteRequest<T extends Takes> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, T, ZodTypeProvider>;
type Answer<T extends Takes, Data> = (request: RouteRequest<T>, reply: FastifyReply) => Promise<Data> | Data;

/**
 * Routes whose handler only calls a service: the handler gives the result and the route answers it
 * in the shop's envelope, under the result's schema. A refusal is thrown as an AppError, which the
 * envelope plugin answers. `group` is what every route of the group shares (docs, access config,
 * hooks); a route's own config or hooks replace the group's.
 */
export function envelopeRoutes(app: App, group: { docs: RouteDocs } & Pick<Route<Takes, z.ZodType>, 'config' | 'onRequest'>) {
  function register<T extends Takes, Result extends z.ZodType>(
    method: Method,
    url: string,
    route: Route<T, Result>,
    response: z.ZodType,
    answer: (request: RouteRequest<T>, reply: FastifyReply) => Promise<unknown>,
  ): void {
    // the rest is the route's own part of its schema, spread in the order it was written so the API document reads as before
    const { result: _result, otherAnswers, config = group.config, onRequest = group.onRequest, preValidation, ...described } = route;
    // The schema's own type is left general here: each route's types were checked where it was written.
    const schema: FastifySchema = { ...group.docs, ...described, response: { 200: response, ...otherAnswers } };
    app.route({
      method,
      url,
      ...(config && { config }),
      ...(onRequest && { onRequest }),
      ...(preValidation && { preValidation }),
      schema,
      handler: (request, reply) => answer(request as RouteRequest<T>, reply),
    });
  }

  const one =
    (method: Method) =>
    <T extends Takes, Result extends z.ZodType>(url: string, route: Route<T, Result>, answer: Answer<T, z.input<Result>>) =>
      register(method, url, route, envelopeSchema(route.result), async (request, reply) => okEnvelope(await answer(request, reply)));

  const sending =
    (method: Method) =>
    <T extends Takes, Result extends z.ZodType>(url: string, route: Route<T, Result>, send: Answer<T, FastifyReply>) =>
      register(method, url, route, envelopeSchema(route.result), async (request, reply) => send(request, reply));

  return {
    get: one('GET'),
    post: one('POST'),
    put: one('PUT'),
    patch: one('PATCH'),
    delete: one('DELETE'),
    /** A page of a list: the handler gives the page's items and how many there are in all. */
    getPage: <T extends Takes, Result extends z.ZodType>(url: string, route: Route<T, Result>, answer: Answer<T, { items: z.input<Result>; total: number }>) =>
      register('GET', url, route, pagedEnvelopeSchema(route.result), async (request, reply) => {
        const { items, total } = await answer(request, reply);
        return okEnvelope(items, total);
      }),
    /**
     * Routes that send their envelope already encoded (an answer kept as bytes, or built as JSON
     * text): the handler gives the reply it sent, and the result's schema only documents it.
     */
    sent: { get: sending('GET'), post: sending('POST'), patch: sending('PATCH'), delete: sending('DELETE') },
  };
}
