import { AdFields, CreateAdInput } from '@anonse/contracts';
import { EMPTY_AD_FORM, adFieldsToForm, adFormToInput, type AdFormValues } from './ad-form';

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

describe('adFieldsToForm', () => {
  const ad = AdFields.parse({
    title: 'Anna zaprasza',
    description: 'Opis ogłoszenia, który ma co najmniej dwadzieścia znaków.',
    category: 'kobieta',
    province: 'mazowieckie',
    city: 'warszawa',
    district: 'mokotow',
    phone: '600 100 200',
    age: 25,
    height: 170,
    languages: ['en', 'de'],
    outcalls: 3,
    services: ['gfe'],
    workingHours: { from: 0, to: 24 },
    prices: { hour: 300, night: 2000 },
    photos: ['0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c'],
  });

  it('fills the form so that saving it unchanged gives the same ad back (photos kept)', () => {
    const form = adFieldsToForm(ad);
    expect(form).toMatchObject({
      age: '25',
      weight: '',
      height: '170',
      outcalls: '3',
      workingHours: { from: '0', to: '24' },
      prices: { hour: '300', halfHour: '' },
    });
    expect(AdFields.parse(adFormToInput(form))).toEqual(ad);
  });
  it('gives the place select a province slug even when the ad names it by id', () => {
    expect(adFieldsToForm({ ...ad, province: '6' }).province).toBe('mazowieckie');
  });
  it('starts a new ad empty, with no photos field to send', () => {
    expect(adFormToInput(EMPTY_AD_FORM)).not.toHaveProperty('photos');
    expect(CreateAdInput.safeParse(adFormToInput(EMPTY_AD_FORM)).success).toBe(false);
  });
});
