import { z } from 'zod';
import { AD_EVENTS } from '../ads/ad-events';
import { defineEvent, EventContractError, eventRegistry, eventSubset } from './event-registry';
import { assertNever } from './exhaustive';

/** v1 stored one `name`; v2 splits it. Stored v1 events stay as they are: they are upcast on every read. */
const GreetedV2 = defineEvent('Greeted', z.object({ firstName: z.string(), lastName: z.string() }), {
  version: 2,
  upcasters: {
    1: (data) => {
      const [firstName = '', ...rest] = String((data as { name: string }).name).split(' ');
      return { firstName, lastName: rest.join(' ') };
    },
  },
});
const registry = eventRegistry([GreetedV2, defineEvent('Waved', z.object({ times: z.number().int() }))]);

describe('event registry', () => {
  it('reads a v1 event as v2 through its upcaster', () => {
    const stored = { type: 'Greeted', data: { name: 'Anna Maria Nowak' }, metadata: { schemaVersion: 1 } };
    expect(registry.parse(stored)).toEqual({ type: 'Greeted', data: { firstName: 'Anna', lastName: 'Maria Nowak' } });
  });

  it('reads a current event as it is, and an event without a version as v1', () => {
    expect(registry.parse({ type: 'Greeted', data: { firstName: 'Jan', lastName: 'Kos' }, metadata: { schemaVersion: 2 } }).data).toEqual({
      firstName: 'Jan',
      lastName: 'Kos',
    });
    expect(registry.parse({ type: 'Greeted', data: { name: 'Jan Kos' } }).data).toEqual({ firstName: 'Jan', lastName: 'Kos' });
  });

  it('writes new events at the current version', () => {
    expect(registry.versionOf('Greeted')).toBe(2);
    expect(registry.versionOf('Waved')).toBe(1);
    expect(registry.types).toEqual(['Greeted', 'Waved']);
  });

  it('refuses data that does not fit, a version from the future, and an unknown type', () => {
    expect(() => registry.parse({ type: 'Waved', data: { times: 'twice' }, metadata: { schemaVersion: 1 } })).toThrow(EventContractError);
    expect(() => registry.parse({ type: 'Greeted', data: {}, metadata: { schemaVersion: 3 } })).toThrow(/schema version 3/);
    expect(() => registry.parse({ type: 'Greeted', data: {}, metadata: { schemaVersion: '1' } })).toThrow(EventContractError);
    expect(() => registry.parse({ type: '__proto__', data: {} })).toThrow(/unknown event type/);
    expect(() => registry.check({ type: 'Waved', data: { times: 1.5 } })).toThrow(EventContractError);
  });

  it('will not define a version without every upcaster below it, nor one type twice', () => {
    expect(() => defineEvent('X', z.object({}), { version: 3, upcasters: { 1: (d) => d } })).toThrow(/no upcaster from v2/);
    expect(() => eventRegistry([defineEvent('X', z.object({})), defineEvent('X', z.object({}))])).toThrow(/twice/);
  });

  it('parses the ads context events (an AdCreated without a title does not fit)', () => {
    expect(AD_EVENTS.types).toEqual(
      expect.arrayContaining(['AdCreated', 'AdApproved', 'AdRejected', 'AdChangesSubmitted', 'AdExpired', 'AdDeleted']),
    );
    const approved = { adId: 'a1', approvedBy: 'm1', approvedAt: '2026-11-24T10:00:00.000Z' };
    expect(AD_EVENTS.parse({ type: 'AdApproved', data: approved, metadata: { schemaVersion: 1 } })).toEqual({
      type: 'AdApproved',
      data: approved,
    });
    expect(() =>
      AD_EVENTS.parse({ type: 'AdCreated', data: { adId: 'a1', ownerId: 'u1', fields: {}, createdAt: '2026-11-24T10:00:00.000Z' } }),
    ).toThrow(EventContractError);
  });
});

describe('event subset', () => {
  const waves = eventSubset(registry, ['Waved']);

  it('parses the events it names with the registry, upcasters and all', () => {
    expect(waves.types).toEqual(['Waved']);
    expect(waves.has('Waved')).toBe(true);
    expect(waves.parse({ type: 'Waved', data: { times: 2 } })).toEqual({ type: 'Waved', data: { times: 2 } });
  });

  it('refuses the other events of the registry, so a reader never folds one it did not choose', () => {
    expect(waves.has('Greeted')).toBe(false);
    expect(() => waves.parse({ type: 'Greeted', data: { name: 'Jan Kos' } })).toThrow(EventContractError);
  });
});

describe('assertNever', () => {
  it('names the event that slipped past a fold (a value that broke its type at run time)', () => {
    expect(() => assertNever({ type: 'Teleported' } as never)).toThrow('unhandled event: "Teleported"');
  });
});
