/**
 * Record ids in paths, forms and query strings: 1 to 9 decimal digits (PostgreSQL `integer` holds
 * every one of them), so a path like /conf_mensajes/-1 or /conf_mensajes/1e3 never reaches SQL.
 */
import { createMiddleware } from 'hono/factory';
import { notFound } from '../errors.ts';

export const ID_PATTERN = /^[0-9]{1,9}$/;

/** The id a text names, or null when it is not one. */
export const parseId = (raw: string | undefined): number | null => (raw !== undefined && ID_PATTERN.test(raw) ? Number(raw) : null);

/**
 * `/things/:id` → `c.var.ids.id` (a number). A path whose parameter is not an id names no record:
 * 404, the answer an unknown id gets, so the two cannot be told apart.
 */
export function idParam<N extends string>(name: N) {
  return createMiddleware<{ Variables: { ids: { [K in N]: number } } }>(async (c, next) => {
    const id = parseId(c.req.param(name));
    if (id === null) return notFound(c);
    // Several id parameters (`/a/:a/b/:b`) each add theirs.
    const ids = { ...(c.get('ids') as Record<string, number> | undefined), [name]: id } as { [K in N]: number };
    c.set('ids', ids);
    await next();
  });
}
