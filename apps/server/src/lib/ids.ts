const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: anything else cannot name a row (and must not reach the database). */
export const isUuid = (value: string) => UUID.test(value);
