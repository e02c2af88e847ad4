import type { AdFields } from '@anonse/contracts';
import { moderateMany } from './bulk';
import { diffAdFields } from './diff';
import { shortcutOf } from './shortcuts';

const base: Partial<AdFields> = {
  title: 'Anna, Mokotów',
  description: 'Opis ogłoszenia, dość długi.',
  city: 'warszawa',
  services: ['masaz', 'gfe'],
  languages: ['en'],
  prices: { hour: 300 },
  photos: ['p1', 'p2'],
  workingHours: { from: 10, to: 22 },
};

describe('the revision diff', () => {
  it('lists exactly the fields that change, prices one by one', () => {
    const pending = { ...base, title: 'Anna, Śródmieście', prices: { hour: 300, night: 2000 }, photos: ['p2', 'p1'] };
    expect(diffAdFields(base, pending)).toEqual([
      { field: 'title', before: 'Anna, Mokotów', after: 'Anna, Śródmieście' },
      { field: 'prices.night', before: undefined, after: 2000 },
      { field: 'photos', before: ['p1', 'p2'], after: ['p2', 'p1'] },
    ]);
  });

  it('ignores the order of services and languages, and treats absent as empty', () => {
    expect(diffAdFields(base, { ...base, services: ['gfe', 'masaz'], district: '' })).toEqual([]);
    expect(diffAdFields({ ...base, weight: undefined }, { ...base, weight: 55 })).toEqual([
      { field: 'weight', before: undefined, after: 55 },
    ]);
  });

  it('has nothing to show without a revision', () => {
    expect(diffAdFields(base, null)).toEqual([]);
  });
});

describe('bulk decisions', () => {
  it('sends each ad with its own revision and sorts the answers into done, stale and failed', async () => {
    const sent: unknown[] = [];
    const answer = async (_resource: string, params: { id: unknown; revision: number; reason?: string }) => {
      sent.push(params);
      if (params.id === 'b') throw Object.assign(new Error('conflict'), { status: 409 });
      if (params.id === 'c') throw Object.assign(new Error('down'), { status: 503 });
      return { data: { id: String(params.id), revision: params.revision + 1, position: 1 } };
    };
    const summary = await moderateMany(
      { approve: answer, reject: answer },
      'reject',
      [
        { id: 'a', revision: 3 },
        { id: 'b', revision: 0 },
        { id: 'c', revision: 7 },
      ],
      'Ogłoszenie narusza regulamin serwisu.',
    );
    expect(summary).toEqual({ ok: ['a'], stale: ['b'], failed: ['c'] });
    expect(sent).toEqual(
      expect.arrayContaining([
        { id: 'a', revision: 3, reason: 'Ogłoszenie narusza regulamin serwisu.' },
        { id: 'b', revision: 0, reason: 'Ogłoszenie narusza regulamin serwisu.' },
        { id: 'c', revision: 7, reason: 'Ogłoszenie narusza regulamin serwisu.' },
      ]),
    );
  });
});

describe('queue shortcuts', () => {
  const body = { tagName: 'BODY' };
  it('maps a, r, j/n, k/p and o on the page', () => {
    expect(['a', 'r', 'j', 'n', 'k', 'p', 'o', 'x'].map((key) => shortcutOf({ key, target: body }))).toEqual([
      'approve',
      'reject',
      'next',
      'next',
      'previous',
      'previous',
      'open',
      null,
    ]);
  });

  it('never fires while typing, in a dialog, with a modifier or on auto-repeat', () => {
    expect(shortcutOf({ key: 'a', target: { tagName: 'INPUT' } })).toBeNull();
    expect(shortcutOf({ key: 'r', target: { tagName: 'TEXTAREA' } })).toBeNull();
    expect(shortcutOf({ key: 'a', target: { tagName: 'DIV', isContentEditable: true } })).toBeNull();
    expect(shortcutOf({ key: 'j', target: { tagName: 'LI', getAttribute: () => 'option' } })).toBeNull();
    expect(shortcutOf({ key: 'a', target: body }, { dialogOpen: true })).toBeNull();
    expect(shortcutOf({ key: 'r', ctrlKey: true, target: body })).toBeNull();
    expect(shortcutOf({ key: 'a', repeat: true, target: body })).toBeNull();
  });

  it('lets Enter open only from the page, not from a focused button', () => {
    expect(shortcutOf({ key: 'Enter', target: body })).toBe('open');
    expect(shortcutOf({ key: 'Enter', target: { tagName: 'BUTTON' } })).toBeNull();
  });
});
