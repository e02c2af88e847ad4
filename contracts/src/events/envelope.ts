import { z } from 'zod';

export { ROLES, type Role } from './roles';

/** Who caused an event. `role` follows the spec: 1 = administrator; see `ROLES`. */
export const RoleSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const Actor = z.object({ id: z.string().nullable(), role: RoleSchema.nullable() });
export type Actor = z.infer<typeof Actor>;

/** Metadata carried by every event (docs/architecture.md § Events and the audit trail): the event log is the audit history. */
export const EventMetadata = z.object({
  eventId: z.uuid(),
  commandId: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  actor: Actor,
  occurredAt: z.iso.datetime(),
  schemaVersion: z.number().int().min(1),
});
export type EventMetadata = z.infer<typeof EventMetadata>;
