import { placesInText } from './text-suggestions';

const names = (text: string) => placesInText(text).map((p) => ('province' in p ? p.province.name : p.city.name));

describe('placesInText', () => {
  it('finds the place a longer text starts with, then places among its words', () => {
    expect(names('zakopane-centrum')).toEqual(['Zakopane']);
    expect(names('zielona gora okolice')).toEqual(['Zielona Góra']);
    expect(names('masaż kraków nowa huta')).toEqual(['Kraków']);
    expect(names('pomorskie albo gdańsk')).toEqual(['Pomorskie', 'Gdańsk']);
  });

  it('finds nothing in words that name no place, and never repeats one', () => {
    expect(names('ruda blondynka')).toEqual([]);
    expect(names('krakow krakow krakow')).toEqual(['Kraków']);
  });
});
