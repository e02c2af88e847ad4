import { MAX_SAVED_SEARCHES, type SavedSearchEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { SavedSearchNotFoundError, savedSearchesDecider, TooManySavedSearchesError } from './decide';

const at = (minute: number) => new Date(Date.UTC(2025, 3, 1, 10, minute)).toISOString();
const now = at(0);
const base = { accountId: 'a1', now };
const created = (searchId: string, digest = true): SavedSearchEvent => ({
  type: 'SavedSearchCreated',
  data: { accountId: 'a1', searchId, name: `Name ${searchId}`, query: 'city=krakow', digest, createdAt: now },
});
const digestChanged = (searchId: string, digest: boolean, via: 'dashboard' | 'unsubscribe'): SavedSearchEvent => ({
  type: 'SavedSearchDigestChanged',
  data: { accountId: 'a1', searchId, digest, via, changedAt: now },
});
const alerted = (searchId: string, adIds: string[], when: string): SavedSearchEvent => ({
  type: 'SavedSearchAlerted',
  data: { accountId: 'a1', searchId, name: `Name ${searchId}`, query: 'city=krakow', adIds, alertedAt: when },
});

describe('saved searches', () => {
  const spec = deciderSpec(savedSearchesDecider);
  const save = (searchId: string) => ({
    type: 'SaveSearch' as const,
    ...base,
    searchId,
    name: `Name ${searchId}`,
    query: 'city=krakow',
    digest: true,
  });

  it('saves a search once', () => {
    spec
      .given([])
      .when(save('s1'))
      .then([created('s1')]);
    spec
      .given([created('s1')])
      .when(save('s1'))
      .then([]);
  });

  const full = Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => created(`s${i}`));
  it(`refuses the ${MAX_SAVED_SEARCHES + 1}st, and takes one again once one is deleted`, () => {
    spec.given(full).when(save('one-more')).thenThrows(TooManySavedSearchesError, { code: 'savedSearches:tooMany', kind: 'invalid' });
    const deleted: SavedSearchEvent = { type: 'SavedSearchDeleted', data: { accountId: 'a1', searchId: 's0', deletedAt: now } };
    spec
      .given([...full, deleted])
      .when(save('one-more'))
      .then([created('one-more')]);
  });

  it('renames and switches the digest, only what changes', () => {
    spec
      .given([created('s1')])
      .when({ type: 'UpdateSavedSearch', ...base, searchId: 's1', name: 'Nowa', digest: false })
      .then([
        { type: 'SavedSearchRenamed', data: { accountId: 'a1', searchId: 's1', name: 'Nowa', renamedAt: now } },
        digestChanged('s1', false, 'dashboard'),
      ]);
    spec
      .given([created('s1')])
      .when({ type: 'UpdateSavedSearch', ...base, searchId: 's1', name: 'Name s1', digest: true })
      .then([]);
  });

  it('answers not found for a search that is not (or no longer) the person’s', () => {
    for (const command of [
      { type: 'UpdateSavedSearch' as const, ...base, searchId: 'other', digest: false },
      { type: 'DeleteSavedSearch' as const, ...base, searchId: 'other' },
    ])
      spec
        .given([created('s1')])
        .when(command)
        .thenThrows(SavedSearchNotFoundError, { kind: 'not_found', code: 'savedSearches:notFound' });
    spec
      .given([created('s1'), { type: 'SavedSearchDeleted', data: { accountId: 'a1', searchId: 's1', deletedAt: now } }])
      .when({ type: 'DeleteSavedSearch', ...base, searchId: 's1' })
      .thenThrows(SavedSearchNotFoundError);
  });

  it('unsubscribes the named searches whose digest is on, or all of them; a deleted one needs nothing', () => {
    const given = [created('s1'), created('s2'), created('s3', false)];
    spec
      .given(given)
      .when({ type: 'UnsubscribeDigests', ...base, searchIds: ['s1', 's1', 'gone'], all: false })
      .then([digestChanged('s1', false, 'unsubscribe')]);
    spec
      .given(given)
      .when({ type: 'UnsubscribeDigests', ...base, searchIds: ['s1'], all: true })
      .then([digestChanged('s1', false, 'unsubscribe'), digestChanged('s2', false, 'unsubscribe')]);
    spec
      .given([...given, digestChanged('s1', false, 'dashboard')])
      .when({ type: 'UnsubscribeDigests', ...base, searchIds: ['s1'], all: false })
      .then([]);
  });

  it('alerts with the search’s name and query, at most once an hour', () => {
    const alert = (when: string, adIds = ['ad1', 'ad2', 'ad1']) => ({
      type: 'AlertSavedSearch' as const,
      accountId: 'a1',
      now: when,
      searchId: 's1',
      adIds,
    });
    spec
      .given([created('s1')])
      .when(alert(at(5)))
      .then([alerted('s1', ['ad1', 'ad2'], at(5))]);
    spec
      .given([created('s1'), alerted('s1', ['ad1'], at(5))])
      .when(alert(at(64), ['ad3']))
      .then([]);
    spec
      .given([created('s1'), alerted('s1', ['ad1'], at(5))])
      .when(alert(at(65), ['ad3']))
      .then([alerted('s1', ['ad3'], at(65))]);
    spec
      .given([])
      .when(alert(at(5)))
      .then([]);
    spec
      .given([created('s1')])
      .when(alert(at(5), []))
      .then([]);
  });

  it('compiles one digest a day, of the searches whose digest is on', () => {
    const compile = (day: string) => ({
      type: 'CompileDigest' as const,
      ...base,
      day,
      searches: [
        { searchId: 's1', adIds: ['ad1'] },
        { searchId: 's2', adIds: ['ad2'] },
        { searchId: 'gone', adIds: ['ad3'] },
      ],
    });
    const compiled: SavedSearchEvent = {
      type: 'SavedSearchDigestCompiled',
      data: {
        accountId: 'a1',
        day: '2025-04-01',
        searches: [{ searchId: 's1', name: 'Name s1', query: 'city=krakow', adIds: ['ad1'] }],
        compiledAt: now,
      },
    };
    spec
      .given([created('s1'), created('s2', false)])
      .when(compile('2025-04-01'))
      .then([compiled]);
    spec
      .given([created('s1'), created('s2', false), compiled])
      .when(compile('2025-04-01'))
      .then([]);
    spec
      .given([created('s1'), created('s2', false), compiled])
      .when(compile('2025-03-31'))
      .then([]);
    spec
      .given([created('s1', false)])
      .when(compile('2025-04-01'))
      .then([]);
  });
});
