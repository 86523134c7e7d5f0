/**
 * The 'Configuración de mensajes' slice (src/features/messageTemplates/messageTemplates.api.ts):
 * its requests, and its answers checked against machines/messageTemplates/messageTemplates.schema.ts.
 */
import { describe, expect, it } from 'vitest';
import { createMessageTemplatesApi } from '../../src/features/messageTemplates/messageTemplates.api.ts';
import { answering, INVALID } from '../api/apiSlices.ts';
import { OVERDUE, REMINDER, TEMPLATES } from './messageTemplates.fixtures.ts';

const signal = new AbortController().signal;

describe('listTemplates', () => {
  it('gets the templates with the caller\'s signal', async () => {
    const { client, request } = answering(TEMPLATES);
    await expect(createMessageTemplatesApi(client).listTemplates(undefined, signal)).resolves.toEqual(TEMPLATES);
    expect(request).toHaveBeenCalledWith('/conf_mensajes', { signal });
  });

  it.each([
    { case: 'an HTML page', body: '<!doctype html><html></html>' },
    { case: 'an object instead of a list', body: { templates: TEMPLATES } },
    { case: 'a row without its timestamp', body: [REMINDER, { id: 2, name: 'x', body: 'y' }] },
    { case: 'an id that is not an integer', body: [{ ...OVERDUE, id: 2.5 }] },
    { case: 'a body that is null', body: [{ ...OVERDUE, body: null }] },
  ])('rejects $case as an invalid answer', async ({ body }) => {
    await expect(createMessageTemplatesApi(answering(body).client).listTemplates(undefined)).rejects.toEqual(INVALID);
  });
});

describe('saveTemplate', () => {
  it('puts the body under the template\'s id', async () => {
    const saved = { ...REMINDER, body: 'nuevo' };
    const { client, request } = answering(saved);
    await expect(createMessageTemplatesApi(client).saveTemplate({ id: 1, body: 'nuevo' }, signal)).resolves.toEqual(saved);
    expect(request).toHaveBeenCalledWith('/conf_mensajes/1', { method: 'PUT', body: { body: 'nuevo' }, signal });
  });

  it.each([
    { case: 'an HTML page', body: '<html></html>' },
    { case: 'a list instead of the template', body: [REMINDER] },
    { case: 'a missing name', body: { id: 1, body: 'x', updated_at: '2026-01-01T00:00:00Z' } },
  ])('rejects $case as an invalid answer', async ({ body }) => {
    await expect(createMessageTemplatesApi(answering(body).client).saveTemplate({ id: 1, body: 'x' })).rejects.toEqual(INVALID);
  });
});
