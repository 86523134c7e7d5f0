/** Server-generated photo names only; anything else (a path, a query) shows the placeholder. */
const PHOTO_NAME = /^[A-Za-z0-9_-]{1,64}\.jpe?g$/;

/** `{origin}/public/` + perfil, or null when perfil is absent or not a photo name. */
export function photoUrl(perfil: string | null | undefined, base = '/public/'): string | null {
  if (!perfil || !PHOTO_NAME.test(perfil)) return null;
  return base + encodeURIComponent(perfil);
}
