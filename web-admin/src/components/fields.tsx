import { DateField, NumberField, useLocaleState, type DateFieldProps, type NumberFieldProps } from 'react-admin';

/** Intl locale for the console's language (react-admin fields otherwise follow the browser). */
export const useIntlLocale = () => {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en-GB' : 'pl-PL';
};

export const LocalDateField = (props: DateFieldProps) => <DateField locales={useIntlLocale()} {...props} />;

const pln = { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 } as const;
export const PriceField = (props: NumberFieldProps) => <NumberField locales={useIntlLocale()} options={pln} {...props} />;
