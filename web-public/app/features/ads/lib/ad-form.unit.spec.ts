import { CreateAdInput } from '@anonse/contracts';
import { adFormToInput, type AdFormValues } from './ad-form';

describe('adFormToInput', () => {
  it('builds a valid CreateAdInput from the form fields', () => {
    const values: AdFormValues = {
      title: 'Anna zaprasza',
      description: 'Opis ogłoszenia, który ma co najmniej dwadzieścia znaków.',
      category: 'kobieta',
      province: 'mazowieckie',
      city: 'warszawa',
      district: 'mokotow',
      phone: '600 100 200',
      age: '25',
      weight: '',
      height: '',
      breast: '',
      languages: ['en'],
      outcalls: '1',
      services: ['gfe'],
      workingHours: { from: '10', to: '22' },
      prices: { hour: '300', halfHour: '', quarterHour: '', night: '' },
    };
    const input = adFormToInput(values);
    expect(input).toMatchObject({ age: 25, outcalls: 1, workingHours: { from: 10, to: 22 }, prices: { hour: 300 }, languages: ['en'] });
    expect(input).not.toHaveProperty('weight');
    expect(CreateAdInput.safeParse(input).success).toBe(true);
  });
});
