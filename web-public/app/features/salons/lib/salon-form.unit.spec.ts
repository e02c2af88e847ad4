import { SalonFields } from '@anonse/contracts';
import { EMPTY_SALON_FORM, readSalonForm, salonFieldsToForm, salonFormToInput } from './salon-form';

const cityKey = (text: string) => ({ kraków: 'krakow', krakow: 'krakow' })[text.toLowerCase()];

describe('salon form', () => {
  it('reads a posted form (no JavaScript) into the API body, the town by its key and closed days without times', () => {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries({
      name: 'Studio Lotos',
      city: 'Kraków',
      district: '',
      street: 'ul. Długa 5',
      showAddress: 'on',
      phone: '500 100 200',
      description: 'Spokojny salon masażu klasycznego w centrum.',
    }))
      form.set(k, v);
    for (let i = 0; i < 7; i++) {
      form.set(`hours.${i}.open`, '10:00');
      form.set(`hours.${i}.close`, '22:00');
    }
    form.set('hours.6.closed', 'on');
    form.append('masseuseAdIds', '0b8a4f6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    const input = salonFormToInput(readSalonForm(form), cityKey);
    expect(input).toMatchObject({ city: 'krakow', showAddress: true, photos: [], masseuseAdIds: ['0b8a4f6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'] });
    expect(input).not.toHaveProperty('district');
    expect(input.hours[6]).toEqual({ closed: true });
    expect(SalonFields.safeParse(input).success).toBe(true);
  });

  it('sends an unknown town as typed and an unticked box as false, so the API names the errors', () => {
    const form = new URLSearchParams({ city: 'Atlantyda' });
    const input = salonFormToInput(readSalonForm(form), cityKey);
    expect(input).toMatchObject({ city: 'Atlantyda', showAddress: false });
    const parsed = SalonFields.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['name', 'city', 'street', 'phone', 'description', 'hours']),
    );
  });

  it('starts the edit form from the stored fields, and a new one with Sunday closed', () => {
    const values = salonFieldsToForm(
      { name: 'Lotos', hours: [{ closed: false, open: '09:00', close: '17:00' }, { closed: true }], showAddress: false },
      'Kraków',
    );
    expect(values).toMatchObject({ name: 'Lotos', city: 'Kraków', showAddress: false });
    expect(values.hours.slice(0, 2)).toEqual([
      { closed: false, open: '09:00', close: '17:00' },
      { closed: true, open: '10:00', close: '22:00' },
    ]);
    expect(EMPTY_SALON_FORM.hours.map((d) => d.closed)).toEqual([false, false, false, false, false, false, true]);
  });
});
