import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { envelopePlugin } from './envelope.plugin';
import { envelopeRoutes } from './envelope-routes';

// The helper on its own, with routes that exist only here.
let app: FastifyInstance;

beforeAll(async () => {
  const instance = Fastify().withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  await instance.register(envelopePlugin);
  await instance.register(async (scope) => {
    const route = envelopeRoutes(scope, { docs: { tags: ['test'] }, config: { refusalResult: 1 } });
    route.post(
      '/things/:id',
      {
        summary: 'A thing',
        params: z.object({ id: z.coerce.number().int() }),
        body: z.object({ name: z.string() }),
        result: z.object({ id: z.number(), name: z.string() }),
      },
      (request) => ({ id: request.params.id, name: request.body.name }),
    );
    route.getPage('/things', { summary: 'Some things', result: z.array(z.string()) }, () => ({ items: ['a', 'b'], total: 7 }));
    route.get('/config', { summary: 'The route config', result: z.number().nullable() }, (request) => request.routeOptions.config.refusalResult ?? null);
    route.get('/own-config', { config: {}, summary: 'A route of its own config', result: z.number().nullable() }, (request) =>
      Promise.resolve(request.routeOptions.config.refusalResult ?? null),
    );
    route.sent.get('/sent', { summary: 'Sends its own envelope', result: z.string() }, (_request, reply) =>
      reply.type('application/json; charset=utf-8').send('{"responseCode":"200","errorMessage":null,"result":"as sent"}'),
    );
    route.get('/refuse', { summary: 'Always refuses', result: z.null() }, () => {
      throw new AppError(409, 'error.notFound');
    });
  });
  app = instance;
  await app.ready();
});

afterAll(() => app.close());

describe('envelopeRoutes', () => {
  it('answers what the handler gives in the envelope, after checking what it takes', async () => {
    const ok = await app.inject({ method: 'POST', url: '/things/4', payload: { name: 'bowl' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ responseCode: '200', errorMessage: null, result: { id: 4, name: 'bowl' } });
    const bad = await app.inject({ method: 'POST', url: '/things/4', payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a page with its total', async () => {
    const page = await app.inject({ method: 'GET', url: '/things' });
    expect(page.json()).toEqual({ responseCode: '200', errorMessage: null, result: ['a', 'b'], totalRecord: 7 });
  });

  it("gives every route the group's config unless it has its own", async () => {
    expect((await app.inject({ method: 'GET', url: '/config' })).json().result).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/own-config' })).json().result).toBeNull();
  });

  it('lets a route send its envelope already encoded', async () => {
    const sent = await app.inject({ method: 'GET', url: '/sent' });
    expect(sent.json()).toEqual({ responseCode: '200', errorMessage: null, result: 'as sent' });
  });

  it('leaves a refusal to the envelope plugin', async () => {
    const refused = await app.inject({ method: 'GET', url: '/refuse' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ responseCode: '409', result: null });
  });
});
