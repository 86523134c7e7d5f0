/** Per-call timeouts; ofetch's own retry stays off (it would repeat the login and the upload). */
export const TIMEOUTS = { json: 15_000, upload: 60_000 } as const;
