/** Keys whose values never leave the page for the inspector. */
const SECRET_KEYS = new Set(['password', 'token', 'accessToken', 'authorization']);
export const MASK = '••••';

/**
 * A copy of `value` with every secret field masked, at any depth (a login's done event carries
 * `output.accessToken`, the session's context `token`, the credentials event `password`).
 */
export function maskSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Blob) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key) && inner !== null && inner !== undefined ? MASK : maskSecrets(inner);
  }
  return out as T;
}
