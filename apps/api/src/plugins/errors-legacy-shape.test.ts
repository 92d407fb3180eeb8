import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error.ts';
import { registerErrorHandling } from './errors.ts';

// docs/requirements/api.md "Error shape": one handler; a route with `legacyErrorAnswer` (the contact
// form) gets `{ success: false, error, message, errors? }`, every other route `{ message, errors? }`.
describe('the one error handler: the legacy answer shape', () => {
  const app = Fastify();
  const legacy = {
    legacyErrorAnswer: { parserErrors: { FST_ERR_CTP_INVALID_MEDIA_TYPE: 'contact:api.unreadable' } },
  };
  beforeAll(async () => {
    registerErrorHandling(app);
    const fail = async () => {
      throw new HttpError(400, 'http.400', { errors: ['contact:api.fieldTooLong'] });
    };
    app.post('/legacy', { config: legacy }, fail);
    app.post('/plain', fail);
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, type = 'application/json') =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': type, 'accept-language': 'en' },
      payload: '{}',
    });

  it('answers a legacy route with success: false and the first problem as error and message', async () => {
    const legacyAnswer = await post('/legacy');
    const problem = legacyAnswer.json().errors[0];
    expect(legacyAnswer.statusCode).toBe(400);
    expect(legacyAnswer.json()).toEqual({
      success: false,
      error: problem,
      message: problem,
      errors: [problem],
    });
    const plain = await post('/plain');
    expect(plain.json()).toEqual({ message: expect.any(String), errors: [problem] });
    expect(plain.json().message).not.toBe(problem);
  });

  it("gives a legacy route's parser errors its own texts", async () => {
    const legacyAnswer = await post('/legacy', 'application/xml');
    expect(legacyAnswer.statusCode).toBe(415);
    const text = 'The form could not be read.';
    expect(legacyAnswer.json()).toEqual({ success: false, error: text, message: text });
    const plain = await post('/plain', 'application/xml');
    expect(plain.statusCode).toBe(415);
    expect(Object.keys(plain.json())).toEqual(['message']);
  });
});
