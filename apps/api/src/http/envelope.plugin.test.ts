import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installZodMessageKeys } from '@pawsook/shared/validation/zod-messages';
import { AppError } from './app-error';
import { envelopePlugin, sendRouteNotFound } from './envelope.plugin';

// The error mapping on its own, with routes that exist only here (the shop has no such routes yet).
let app: FastifyInstance;

beforeAll(async () => {
  installZodMessageKeys();
  const instance = Fastify({ bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  await instance.register(envelopePlugin);
  instance.setNotFoundHandler(sendRouteNotFound);
  instance.post(
    '/echo',
    { schema: { body: z.strictObject({ name: z.string().trim().min(1).max(10), amount: z.number().int() }) } },
    async (request) => request.body,
  );
  instance.get('/refuse', async () => {
    throw new AppError(409, 'error.notFound', { field: 'skuId' });
  });
  instance.get('/crash', async () => {
    throw new Error('secret database detail');
  });
  await instance.ready();
  app = instance;
});
afterAll(() => app.close());

const post = (payload: string, lang = 'en') => app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json', lang } });

describe('envelope plugin', () => {
  it('turns malformed JSON into a 400 envelope', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ responseCode: '400', errorMessage: 'The request body is not valid JSON.', result: null });
  });

  it('turns wrong types into a 400 field list in the requested language', async () => {
    const res = await post(JSON.stringify({ name: '', amount: 'two', extra: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toEqual([
      { name: 'Please fill data' },
      { amount: 'Please enter correct information.' },
      { extra: 'This field is not accepted.' },
    ]);
    const th = await post(JSON.stringify({ name: 'x'.repeat(11), amount: 1 }), 'th');
    expect(th.json().errorMessage).toEqual([{ name: 'ไม่เกิน 10 ตัวอักษร' }]);
  });

  it('turns an oversized body into a 413 envelope', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(2000), amount: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json().responseCode).toBe('413');
  });

  it('refuses a body of another media type with an envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: 'a=1', headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().responseCode).toBe('415');
  });

  it('reports a refusal from a service against its field', async () => {
    const res = await app.inject({ url: '/refuse', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      responseCode: '409',
      errorMessage: [{ skuId: 'The requested item could not be found.' }],
      result: null,
    });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const res = await app.inject({ url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      responseCode: '500',
      errorMessage: 'ระบบไม่สามารถให้บริการได้ในขณะนี้ กรุณาลองใหม่อีกครั้งภายหลัง',
      result: null,
    });
    expect(res.body).not.toContain('secret');
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await app.inject({ url: '/nowhere', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('There is no such API path.');
  });
});
