import { QUOTE_MAX, quoteMarkdown } from './quote';

describe('quoteMarkdown', () => {
  it('quotes every line under the author’s line, leaving a blank line to write under', () => {
    expect(quoteMarkdown('Pierwsza linia\n\n**Druga** linia', '**@ania** we wpisie #3:')).toBe(
      '> **@ania** we wpisie #3:\n> Pierwsza linia\n>\n> **Druga** linia\n\n',
    );
  });

  it('leaves out the quotes the post itself holds, unless it is nothing else', () => {
    expect(quoteMarkdown('> cudzy cytat\n> dalej\n\nMoja odpowiedź', 'h')).toBe('> h\n> Moja odpowiedź\n\n');
    expect(quoteMarkdown('> tylko cytat', 'h')).toBe('> h\n> > tylko cytat\n\n');
  });

  it('cuts a long post at a word', () => {
    const quoted = quoteMarkdown('słowo '.repeat(1000), 'h');
    expect(quoted.length).toBeLessThan(QUOTE_MAX + 20);
    expect(quoted).toMatch(/> słowo(?: słowo)+ …\n\n$/);
  });
});
