import { withInlineStyles } from './inline-styles.server';

describe('inline styles', () => {
  const page = '<html><head><title>Anonse towarzyskie — Łódź, Kraków</title></head><body>Zażółć gęślą jaźń</body></html>';

  it('keeps every character of the head and of the body', () => {
    expect(withInlineStyles(Buffer.from(page)).toString('utf8')).toBe(page);
  });

  it('leaves a page without a head as it is', () => {
    const fragment = Buffer.from('<p>Zażółć</p>');
    expect(withInlineStyles(fragment)).toBe(fragment);
  });

  it('leaves a stylesheet it cannot read as a link', () => {
    const head = '<head><link nonce="n" rel="stylesheet" href="/assets/missing-abc.css"/></head>';
    expect(withInlineStyles(Buffer.from(head)).toString('utf8')).toBe(head);
  });
});
