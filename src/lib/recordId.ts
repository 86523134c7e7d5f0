/** A record's id from the path (`/prestamos/123`): a positive integer, else null (no request is made for it). */
export const recordIdOf = (raw: string | undefined): number | null => (raw !== undefined && /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null);
