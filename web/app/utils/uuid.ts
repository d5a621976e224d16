const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of templates, posts, media… are UUIDs; anything else is answered like an unknown id, before any query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
