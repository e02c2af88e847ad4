import { mentionedLogins } from './mentions';

describe('forum mentions', () => {
  it('reads @login at a word start, each once, not inside an e-mail address, a trailing full stop aside', () => {
    expect(mentionedLogins('Dzięki @ania_k i @Bartek. Pisz na jan@example.pl, @ania_k!')).toEqual(['ania_k', 'Bartek']);
    expect(mentionedLogins('> @jo cytat')).toEqual([]);
    expect(mentionedLogins('@a1b @c2d @e3f @g4h @i5j @k6l')).toHaveLength(5);
  });
});
