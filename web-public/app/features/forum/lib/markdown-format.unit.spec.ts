import { applyFormat } from './markdown-format';

describe('applyFormat', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(applyFormat('ala ma kota', 4, 6, 'bold', 'x')).toEqual({ value: 'ala **ma** kota', start: 6, end: 8 });
    expect(applyFormat('strona', 0, 6, 'link', 'x')).toEqual({ value: '[strona](https://)', start: 1, end: 7 });
  });

  it('puts a placeholder word where nothing is selected', () => {
    expect(applyFormat('x ', 2, 2, 'italic', 'kursywa')).toEqual({ value: 'x *kursywa*', start: 3, end: 10 });
  });

  it('marks every line the selection touches', () => {
    expect(applyFormat('raz\ndwa\ntrzy', 5, 9, 'quoteBlock', 'x')).toEqual({ value: 'raz\n> dwa\n> trzy', start: 4, end: 16 });
    expect(applyFormat('raz', 1, 1, 'list', 'x')).toEqual({ value: '- raz', start: 0, end: 5 });
  });
});
