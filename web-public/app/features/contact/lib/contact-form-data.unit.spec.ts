import { contactInputOf, fieldMessages } from './contact-form-data';

describe('contact form data', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return data;
  };

  it('sends the page’s language and the honeypot, and no name when the field is empty', () => {
    const { input, values } = contactInputOf(
      form({ name: '  ', email: 'a@b.pl', subject: 'ad', message: 'Dzień dobry, pytanie', formToken: 't', website: '' }),
      'en',
    );
    expect(input).toEqual({ email: 'a@b.pl', subject: 'ad', message: 'Dzień dobry, pytanie', locale: 'en', formToken: 't', website: '' });
    expect(values).toEqual({ name: '  ', email: 'a@b.pl', subject: 'ad', message: 'Dzień dobry, pytanie' });
    expect(contactInputOf(form({ name: 'Ala' }), 'pl').input).toMatchObject({ name: 'Ala', email: '', formToken: '', locale: 'pl' });
  });

  it('joins several messages of one field once each', () => {
    expect(fieldMessages({ email: ['A.', 'A.', 'B.'], 'body.message': ['C.'] })).toEqual({ email: 'A. B.', message: 'C.' });
    expect(fieldMessages(undefined)).toEqual({});
  });
});
