import { citiesOfProvince, districtsOfCity, provinceBySlugOrId } from '@anonse/contracts';
import { useState } from 'react';

/** Province → city → district: choosing another province clears the city; the lists follow the choice. */
export function usePlaceSelection(initialProvince = '', initialCity = '') {
  const [province, setProvince] = useState(initialProvince);
  const [city, setCity] = useState(initialCity);
  const selectProvince = (value: string) => {
    setProvince(value);
    setCity('');
  };
  const cities = province ? citiesOfProvince(provinceBySlugOrId(province)?.slug ?? '') : [];
  const districts = city ? districtsOfCity(city) : [];
  return { province, selectProvince, city, setCity, cities, districts };
}
