import { WEEKDAYS, type DayHours } from '@anonse/contracts/browser';

/** What a form post carries (FormData or URLSearchParams). */
export interface FormLike {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

/** The form's values as the page shows them again after a refused post (strings, as typed). */
export interface SalonFormValues {
  name: string;
  city: string;
  district: string;
  street: string;
  showAddress: boolean;
  phone: string;
  description: string;
  hours: { closed: boolean; open: string; close: string }[];
  photos: string[];
  masseuseAdIds: string[];
}

export const EMPTY_SALON_FORM: SalonFormValues = {
  name: '',
  city: '',
  district: '',
  street: '',
  showAddress: true,
  phone: '',
  description: '',
  hours: WEEKDAYS.map((day) => ({ closed: day === 'sun', open: '10:00', close: '22:00' })),
  photos: [],
  masseuseAdIds: [],
};

const str = (form: FormLike, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
const strings = (form: FormLike, name: string): string[] => form.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '');

/** A posted form as values (the fields of the page: `hours.{0-6}.open|close|closed`, repeated `photos` and `masseuseAdIds`). */
export function readSalonForm(form: FormLike): SalonFormValues {
  return {
    name: str(form, 'name'),
    city: str(form, 'city'),
    district: str(form, 'district'),
    street: str(form, 'street'),
    showAddress: form.get('showAddress') !== null,
    phone: str(form, 'phone'),
    description: str(form, 'description'),
    hours: WEEKDAYS.map((_, i) => ({
      closed: form.get(`hours.${i}.closed`) !== null,
      open: str(form, `hours.${i}.open`),
      close: str(form, `hours.${i}.close`),
    })),
    photos: strings(form, 'photos'),
    masseuseAdIds: strings(form, 'masseuseAdIds'),
  };
}

/**
 * The body the API validates (SalonFields). `cityKey` turns the typed town name into its key (`Kraków` → `krakow`);
 * an unknown one is sent as typed, so the API's field error names it. Empty optional values are left out.
 */
export function salonFormToInput(values: SalonFormValues, cityKey: (text: string) => string | undefined) {
  return {
    name: values.name,
    city: cityKey(values.city) ?? values.city,
    ...(values.district ? { district: values.district } : {}),
    street: values.street,
    showAddress: values.showAddress,
    phone: values.phone,
    description: values.description,
    hours: values.hours.map((d) =>
      d.closed ? { closed: true } : { closed: false, ...(d.open ? { open: d.open } : {}), ...(d.close ? { close: d.close } : {}) },
    ),
    photos: values.photos,
    masseuseAdIds: values.masseuseAdIds,
  };
}

/** A stored salon's fields as the edit form starts from them; `cityName` is the town's name for the text field. */
export function salonFieldsToForm(fields: Record<string, unknown>, cityName: string): SalonFormValues {
  const f = fields as {
    name?: string;
    district?: string;
    street?: string;
    showAddress?: boolean;
    phone?: string;
    description?: string;
    hours?: DayHours[];
    photos?: string[];
    masseuseAdIds?: string[];
  };
  return {
    name: f.name ?? '',
    city: cityName,
    district: f.district ?? '',
    street: f.street ?? '',
    showAddress: f.showAddress ?? true,
    phone: f.phone ?? '',
    description: f.description ?? '',
    hours: WEEKDAYS.map((_, i) => {
      const d = f.hours?.[i];
      return d && !d.closed ? { closed: false, open: d.open, close: d.close } : { closed: true, open: '10:00', close: '22:00' };
    }),
    photos: f.photos ?? [],
    masseuseAdIds: f.masseuseAdIds ?? [],
  };
}

/** "10:00–22:00" for an open day; a close before the open reads as past midnight the same way. */
export const hoursText = (d: DayHours): string | null => (d.closed ? null : `${d.open}–${d.close}`);
