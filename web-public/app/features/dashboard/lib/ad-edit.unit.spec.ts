import { AdFields } from '@anonse/contracts';
import { editModeOf, editOutcome, editStartValues } from './ad-edit';
import { savedNoticeOf, savedNoticeState } from './saved-notice';

const base = AdFields.parse({
  title: 'Anna zaprasza',
  description: 'Opis ogłoszenia, który ma co najmniej dwadzieścia znaków.',
  category: 'kobieta',
  province: 'mazowieckie',
  city: 'warszawa',
  phone: '600 100 200',
  age: 25,
  outcalls: 1,
  workingHours: { from: 10, to: 22 },
  prices: { hour: 300 },
});
const live = { status: 'approved' as const, fields: base, pendingFields: null };

describe('editModeOf', () => {
  it('says how an edit takes effect in each state', () => {
    expect(editModeOf('pending')).toBe('pending');
    expect(editModeOf('rejected')).toBe('resubmit');
    for (const s of ['approved', 'deactivated', 'expired'] as const) expect(editModeOf(s)).toBe('live');
  });
});

describe('editStartValues', () => {
  it('starts from the waiting revision if there is one, else from the ad', () => {
    const revision = { ...base, title: 'Nowy tytuł' };
    expect(editStartValues({ ...live, pendingFields: revision })).toBe(revision);
    expect(editStartValues(live)).toBe(base);
  });
});

describe('editOutcome', () => {
  it('puts phone, place and hours live at once and sends the rest to moderation', () => {
    expect(editOutcome(live, { ...base, phone: '600 100 201' })).toBe('live');
    expect(editOutcome(live, { ...base, city: 'piaseczno', district: undefined })).toBe('live');
    expect(editOutcome(live, { ...base, workingHours: { from: 8, to: 20 } })).toBe('live');
    expect(editOutcome(live, { ...base, title: 'Nowy tytuł' })).toBe('review');
    expect(editOutcome(live, { ...base, title: 'Nowy tytuł', phone: '600 100 201' })).toBe('liveAndReview');
    expect(editOutcome(live, { ...base })).toBe('unchanged');
  });
  it('ignores key order, and submits nothing new when the revision already says it', () => {
    const reordered = Object.fromEntries(Object.entries(base).reverse()) as AdFields;
    expect(editOutcome(live, reordered)).toBe('unchanged');
    const revision = { ...base, title: 'Nowy tytuł' };
    expect(editOutcome({ ...live, pendingFields: revision }, revision)).toBe('unchanged');
    expect(editOutcome({ ...live, pendingFields: revision }, { ...revision, title: 'Jeszcze inny' })).toBe('review');
  });
  it('keeps a pending ad pending and sends a rejected one back to moderation', () => {
    expect(editOutcome({ ...live, status: 'pending' }, { ...base, title: 'Nowy tytuł' })).toBe('updated');
    expect(editOutcome({ ...live, status: 'pending' }, base)).toBe('unchanged');
    expect(editOutcome({ ...live, status: 'rejected' }, base)).toBe('resubmitted');
  });
});

describe('savedNoticeOf', () => {
  it('reads back what the edit page wrote', () => {
    expect(savedNoticeOf(savedNoticeState({ outcome: 'review', title: 'Anna' }))).toEqual({ outcome: 'review', title: 'Anna' });
  });
  it('ignores any other history state', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { saved: null },
      { saved: { outcome: 'hacked', title: 'x' } },
      { saved: { outcome: 'live', title: 5 } },
    ])
      expect(savedNoticeOf(state)).toBeNull();
    expect(savedNoticeOf({ saved: { outcome: 'live', title: 'a'.repeat(1000) } })?.title).toHaveLength(200);
  });
});
