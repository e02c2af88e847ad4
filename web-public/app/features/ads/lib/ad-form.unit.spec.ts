import { CreateAdInput } from '@anonse/contracts';
import { adFormToInput, normalizeErrorKeys, polishErrors } from './ad-form';

const form = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};

describe('adFormToInput', () => {
  it('builds a valid CreateAdInput from the form fields', () => {
    const input = adFormToInput(
      form([
        ['title', 'Anna zaprasza'],
        ['description', 'Opis ogłoszenia, który ma co najmniej dwadzieścia znaków.'],
        ['category', 'kobieta'],
        ['province', 'mazowieckie'],
        ['city', 'warszawa'],
        ['district', 'mokotow'],
        ['phone', '600 100 200'],
        ['age', '25'],
        ['weight', ''],
        ['languages', 'en'],
        ['outcalls', '1'],
        ['services', 'gfe'],
        ['workingHours.from', '10'],
        ['workingHours.to', '22'],
        ['prices.hour', '300'],
        ['prices.night', ''],
      ]),
    );
    expect(input).toMatchObject({ age: 25, outcalls: 1, workingHours: { from: 10, to: 22 }, prices: { hour: 300 }, languages: ['en'] });
    expect(input).not.toHaveProperty('weight');
    expect(CreateAdInput.safeParse(input).success).toBe(true);
  });
});

describe('error helpers', () => {
  it('strips a `fields.` prefix from API error keys', () => {
    expect(normalizeErrorKeys({ 'fields.prices.hour': ['x'], city: ['y'] })).toEqual({ 'prices.hour': ['x'], city: ['y'] });
  });
  it('says "required" for empty required fields and removes duplicates', () => {
    expect(polishErrors({ title: '', phone: '12' }, { title: ['too short'], phone: ['bad', 'bad'] }, 'required')).toEqual({ title: ['required'], phone: ['bad'] });
  });
});
