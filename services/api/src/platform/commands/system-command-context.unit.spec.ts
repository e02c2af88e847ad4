import { idempotencyScope } from './command-context';
import { systemActor, systemCommandContext } from './system-command-context';

describe('systemCommandContext', () => {
  it('names the job as a role-less system actor and starts its own chain unless told what it answers to', () => {
    const ctx = systemCommandContext('ad-deadlines', new Date('2026-11-28T10:00:00Z'));
    expect(ctx).toEqual({
      commandId: ctx.commandId,
      correlationId: ctx.commandId,
      causationId: ctx.commandId,
      actor: { id: 'system:ad-deadlines', role: null },
      now: '2026-11-28T10:00:00.000Z',
    });
    expect(systemCommandContext('ad-deadlines', ctx.now).commandId).not.toBe(ctx.commandId);
  });

  it('keeps the ids it is given, so a repeated step derives the same event ids', () => {
    const ids = { commandId: 'verification-purge-a1', correlationId: 'a1', causationId: 'a1' };
    const first = systemCommandContext('verification-purge', '2026-11-28T10:00:00.000Z', ids);
    const again = systemCommandContext('verification-purge', '2026-11-28T10:05:00.000Z', ids);
    expect(first).toMatchObject({ ...ids, actor: systemActor('verification-purge') });
    expect(idempotencyScope(again, { step: 1 })).toBe(idempotencyScope(first, { step: 1 }));
  });
});
