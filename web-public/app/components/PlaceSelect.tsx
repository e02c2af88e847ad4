import { PROVINCES, citiesOfProvince, districtsOfCity, provinceBySlugOrId } from '@anonse/contracts/places';
import type { ComponentProps, ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type PlacePart = 'province' | 'city' | 'district';

interface Props<T extends FieldValues, U> {
  /** The form with string fields `province`, `city` and `district`. */
  control: Control<T, unknown, U>;
  /** The empty option of each select; `cityFirst` replaces `city` while no province is chosen. */
  empty: Record<PlacePart, string> & { cityFirst?: string };
  /** Draws one select in the form's style (label, error): spread `select` on the <select>. */
  render: (part: PlacePart, select: ComponentProps<'select'>) => ReactNode;
}

/**
 * Province → city → district (docs/product.md § 4) for the add-ad and search forms: another province clears the city,
 * another city the district; the city list follows the province, and the district select appears only for
 * a city that has districts. It needs the town list, so only the routes with these forms ship it.
 */
export function PlaceSelect<T extends FieldValues, U>({ control, empty, render }: Props<T, U>) {
  const { field: province } = useController({ control, name: 'province' as Path<T> });
  const { field: city } = useController({ control, name: 'city' as Path<T> });
  const { field: district } = useController({ control, name: 'district' as Path<T> });
  const provinceValue = String(province.value ?? '');
  const cityValue = String(city.value ?? '');
  const cities = provinceValue ? citiesOfProvince(provinceBySlugOrId(provinceValue)?.slug ?? '') : [];
  const districts = cityValue ? districtsOfCity(cityValue) : [];
  /** The props of one select: the field's value and name, `onChange` with what else it clears, the options. */
  type Option = { value: string; label: string };
  const select = (field: typeof province, value: string, empty: string, list: Option[], onChange: (value: string) => void) => ({
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    children: [{ value: '', label: empty }, ...list].map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    )),
  });

  return (
    <>
      {render(
        'province',
        select(
          province,
          provinceValue,
          empty.province,
          PROVINCES.map((p) => ({ value: p.slug, label: p.name })),
          (v) => {
            province.onChange(v);
            city.onChange('');
            district.onChange('');
          },
        ),
      )}
      {render('city', {
        ...select(
          city,
          cityValue,
          provinceValue ? empty.city : (empty.cityFirst ?? empty.city),
          cities.map((c) => ({ value: c.key, label: c.name })),
          (v) => {
            city.onChange(v);
            district.onChange('');
          },
        ),
        disabled: !provinceValue,
      })}
      {districts.length > 0 &&
        render(
          'district',
          select(
            district,
            String(district.value ?? ''),
            empty.district,
            districts.map((d) => ({ value: d.slug, label: d.name })),
            district.onChange,
          ),
        )}
    </>
  );
}
