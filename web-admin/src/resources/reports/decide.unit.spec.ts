import { reportDecision } from './decide';

describe('reportDecision', () => {
  it('hides the ad with an optional trimmed reason', () => {
    expect(reportDecision('r 1', 'hide-ad', { note: '  ' })).toEqual({ url: '/api/admin/reports/r%201/hide-ad', body: '{}' });
    expect(reportDecision('r1', 'hide-ad', { note: ' Osoba niepełnoletnia ' }).body).toBe('{"note":"Osoba niepełnoletnia"}');
  });
  it('hides the reported forum post with an optional trimmed reason', () => {
    expect(reportDecision('r1', 'hide-forum-post', {})).toEqual({ url: '/api/admin/reports/r1/hide-forum-post', body: '{}' });
    expect(reportDecision('r1', 'hide-forum-post', { note: ' spam ' }).body).toBe('{"note":"spam"}');
  });
  it('hides the video in one request without a body', () => {
    expect(reportDecision('r1', 'hide-video', { note: 'ignored' })).toEqual({ url: '/api/admin/reports/r1/hide-video', body: '{}' });
  });
  it('resolves with the outcome and the note when there is one', () => {
    expect(reportDecision('r1', 'resolve', { outcome: 'dismissed' })).toEqual({
      url: '/api/admin/reports/r1/resolve',
      body: '{"outcome":"dismissed"}',
    });
    expect(JSON.parse(reportDecision('r1', 'resolve', { outcome: 'actioned', note: 'ok' }).body)).toEqual({
      outcome: 'actioned',
      note: 'ok',
    });
  });
});
