import type { AccountNoteEvent, ReportEvent } from '@anonse/contracts';
import { severityOfReason } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { accountNotesDecider } from './account-notes';
import { claimUntil, mayClaim } from './claim';
import { NotAnAdReportError, NotAVideoReportError, ReportAlreadyResolvedError, reportDecider, ReportNotFoundError } from './report';

const now = '2026-01-01T10:00:00.000Z';
const later = '2026-01-01T11:00:00.000Z';
const file = {
  type: 'FileReport' as const,
  reportId: 'r1',
  targetType: 'ad' as const,
  targetId: 'ad1',
  reason: 'underage' as const,
  details: null,
  reporterId: null,
  now,
};
const filed: ReportEvent = {
  type: 'ReportFiled',
  data: { reportId: 'r1', targetType: 'ad', targetId: 'ad1', reason: 'underage', details: null, reporterId: null, filedAt: now },
};
const resolve = (outcome: 'dismissed' | 'actioned', adHidden = false) => ({
  type: 'ResolveReport' as const,
  reportId: 'r1',
  outcome,
  note: null,
  moderatorId: 'm1',
  adHidden,
  now: later,
});
const resolved = (outcome: 'dismissed' | 'actioned', adHidden = false): ReportEvent => ({
  type: 'ReportResolved',
  data: { reportId: 'r1', outcome, note: null, resolvedBy: 'm1', adHidden, resolvedAt: later },
});

describe('report', () => {
  const spec = deciderSpec(reportDecider);
  it('files a report (anonymous allowed)', () => spec.given([]).when(file).then([filed]));
  it('files it once', () => spec.given([filed]).when(file).then([]));
  it('resolves an open report', () =>
    spec
      .given([filed])
      .when(resolve('dismissed'))
      .then([resolved('dismissed')]));
  it('hiding the ad always counts as actioned', () =>
    spec
      .given([filed])
      .when(resolve('dismissed', true))
      .then([resolved('actioned', true)]));
  it('decides once', () =>
    spec
      .given([filed, resolved('dismissed')])
      .when(resolve('actioned'))
      .thenThrows(ReportAlreadyResolvedError, { kind: 'conflict' }));
  it('cannot resolve an unknown report', () =>
    spec.given([]).when(resolve('dismissed')).thenThrows(ReportNotFoundError, { kind: 'not_found' }));
  it('hides only an ad', () => {
    const onAccount: ReportEvent = {
      type: 'ReportFiled',
      data: { ...filed.data, targetType: 'account' } as Extract<ReportEvent, { type: 'ReportFiled' }>['data'],
    };
    spec.given([onAccount]).when(resolve('actioned', true)).thenThrows(NotAnAdReportError);
  });
  it('hiding a reported clip counts as actioned, and says so', () => {
    const onVideo: ReportEvent = {
      type: 'ReportFiled',
      data: { ...filed.data, targetType: 'video', targetId: 'v1' } as Extract<ReportEvent, { type: 'ReportFiled' }>['data'],
    };
    spec
      .given([onVideo])
      .when({ ...resolve('dismissed'), videoHidden: true })
      .then([{ type: 'ReportResolved', data: { ...resolved('actioned').data, videoHidden: true } } as ReportEvent]);
  });
  it('hides a clip only for a report about a clip', () =>
    spec
      .given([filed])
      .when({ ...resolve('actioned'), videoHidden: true })
      .thenThrows(NotAVideoReportError, { kind: 'invalid' }));
  it('underage and coercion are urgent, the rest normal', () => {
    expect(severityOfReason('underage')).toBe('urgent');
    expect(severityOfReason('coercion')).toBe('urgent');
    expect(severityOfReason('spam')).toBe('normal');
    expect(severityOfReason('other')).toBe('normal');
  });
});

describe('account notes', () => {
  const spec = deciderSpec(accountNotesDecider);
  const add = { type: 'AddAccountNote' as const, noteId: 'n1', accountId: 'a1', text: 'Rozmowa telefoniczna', authorId: 'm1', now };
  const added: AccountNoteEvent = {
    type: 'AccountNoteAdded',
    data: { noteId: 'n1', accountId: 'a1', text: 'Rozmowa telefoniczna', authorId: 'm1', addedAt: now },
  };
  it('adds a note', () => spec.given([]).when(add).then([added]));
  it('adds the same note once', () => spec.given([added]).when(add).then([]));
  it('keeps adding other notes', () =>
    spec
      .given([added])
      .when({ ...add, noteId: 'n2' })
      .then([{ ...added, data: { ...added.data, noteId: 'n2' } }]));
});

describe('claims', () => {
  it('a free item goes to whoever opens it', () => expect(mayClaim(null, 'm1', now)).toBe(true));
  it('the holder renews', () => expect(mayClaim({ holderId: 'm1', until: later }, 'm1', now)).toBe(true));
  it('another moderator waits until it lapses', () => {
    expect(mayClaim({ holderId: 'm1', until: later }, 'm2', now)).toBe(false);
    expect(mayClaim({ holderId: 'm1', until: later }, 'm2', later)).toBe(true);
  });
  it('lasts the configured minutes', () => expect(claimUntil(now, 5)).toBe('2026-01-01T10:05:00.000Z'));
});
