import { PROVINCES, provinceBySlugOrId } from '@anonse/contracts/browser';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { loadTowns, useTowns, type PlaceLists, type Towns } from '../lib/towns';

export type PlacePart = 'province' | 'city' | 'district';

interface Props<T extends FieldValues, U> {
  /** The form with string fields `province`, `city` and `district`. */
  control: Control<T, unknown, U>;
  /** The empty option of each select; `cityFirst` replaces `city` while no province is chosen. */
  empty: Record<PlacePart, string> & { cityFirst?: string };
  /** Draws one select in the form's style (label, error): spread `select` on the <select>. */
  render: (part: PlacePart, select: ComponentProps<'select'>) => ReactNode;
  /** The town list, for a caller that ships it anyway; without it the list loads when a select is first used. */
  towns?: Towns;
  /** The lists of the form's first province and city (from the loader), shown until the towns have loaded. */
  initial?: PlaceLists;
}

/**
 * Province → city → district (docs/product.md § 4) for the add-ad, tour and search forms: another province clears the
 * city, another city the district; the city list follows the province, and the district select appears only for a
 * city that has districts. The provinces come with the page; the towns (a chunk of their own) are fetched when a
 * select gets the pointer or the focus, or when the values need lists the page does not have. Until then the
 * selects show `initial`, what the loader gave for the values the form starts from.
 */
export function PlaceSelect<T extends FieldValues, U>({ control, empty, render, towns: given, initial }: Props<T, U>) {
  const { field: province } = useController({ control, name: 'province' as Path<T> });
  const { field: city } = useController({ control, name: 'city' as Path<T> });
  const { field: district } = useController({ control, name: 'district' as Path<T> });
  const loaded = useTowns();
  const towns = given ?? loaded;
  const provinceValue = String(province.value ?? '');
  const cityValue = String(city.value ?? '');
  // null: lists this page does not have yet (the towns are on their way).
  const cities = !provinceValue
    ? []
    : towns
      ? towns.citiesOfProvince(provinceBySlugOrId(provinceValue)?.slug ?? '')
      : initial?.province === provinceValue
        ? initial.cities
        : null;
  const districts = !cityValue ? [] : towns ? towns.districtsOfCity(cityValue) : initial?.city === cityValue ? initial.districts : null;
  const missing = cities === null || districts === null;
  useEffect(() => {
    if (missing) void loadTowns();
  }, [missing]);
  const need = () => {
    if (!towns) void loadTowns();
  };

  /** The props of one select: the field's value and name, `onChange` with what else it clears, the options. */
  type Option = { value: string; label: string };
  const select = (field: typeof province, value: string, empty: string, list: Option[], onChange: (value: string) => void) => ({
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    onFocus: need,
    onPointerEnter: need,
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
          (cities ?? []).map((c) => ({ value: c.key, label: c.name })),
          (v) => {
            city.onChange(v);
            district.onChange('');
          },
        ),
        disabled: !provinceValue || cities === null,
      })}
      {districts !== null &&
        districts.length > 0 &&
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
