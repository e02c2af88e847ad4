/** Ids the server hands out (UUIDs): the `EntityId` schema's pattern, and the same test without a schema library. */
export const ENTITY_ID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const isEntityId = (value: unknown): value is string => typeof value === 'string' && ENTITY_ID_PATTERN.test(value);
