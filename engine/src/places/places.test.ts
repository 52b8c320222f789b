import { describe, expect, it } from 'vitest';

import { extractFacts } from '../facts.ts';
import { gazetteerFromPackages } from './fromPackages.ts';
import { GAZETTEER_CITIES, GAZETTEER_COUNTRIES } from './gazetteer.ts';

describe('gazetteer', () => {
  it('is what engine/scripts/places.ts makes of the data packages (regenerate it, never edit it)', () => {
    const generated = gazetteerFromPackages();
    expect(GAZETTEER_COUNTRIES).toEqual(generated.countries);
    expect(GAZETTEER_CITIES).toEqual(generated.cities);
  });

  it('names countries and cities in the eight reply languages', () => {
    expect(GAZETTEER_COUNTRIES.Iran).toEqual(
      expect.arrayContaining(['Iran', 'ईरान', 'Irán', 'إيران', '伊朗']),
    );
    expect(GAZETTEER_CITIES.Manila).toEqual(
      expect.arrayContaining(['Manila', 'मनीला', 'Manille', 'مانيلا', '马尼拉']),
    );
    expect(GAZETTEER_CITIES.Algiers).toEqual(expect.arrayContaining(['Alger', 'Argel', 'Algier']));
    expect(GAZETTEER_CITIES['São Paulo']).toEqual(expect.arrayContaining(['São Paulo', 'Sao Paulo']));
    expect(GAZETTEER_CITIES.Sevilla).toEqual(['Sevilla']);
  });

  it('leaves out names that are ordinary words or people', () => {
    const spellings = new Set(
      [...Object.values(GAZETTEER_COUNTRIES), ...Object.values(GAZETTEER_CITIES)].flat(),
    );
    for (const word of [
      'Christmas',
      'Jersey',
      'Maurice',
      'Natal',
      'Mesa',
      'Essen',
      'Sale',
      'Male',
      'Island',
      'चिली',
      'مالي',
    ])
      expect(spellings.has(word), word).toBe(false);
  });
});

describe('destination: a place the gazetteer knows', () => {
  it.each([
    [
      'preciso de 3 maquinas de costura pra minha confecção em fortaleza. quanto fica com frete?',
      'Fortaleza',
    ],
    ['Saludos desde San Juan 🇵🇷 Tengo una tienda de regalos', 'San Juan'],
    ["Salam, svp prix du câble, 500 rouleaux, livraison port d'Alger. Merci", 'Algiers'],
    ['10 कंटेनर (20 फीट), बंदर अब्बास (ईरान) के लिए। पेमेंट रुपये में होगी।', 'बंदर अब्बास'],
    ['We need 2 containers delivered to Poznań next month', 'Poznań'],
    ['Entrega en sevilla la próxima semana, 400 chaquetas', 'Sevilla'],
    ['500 टन चीनी, डिलीवरी तेहरान तक', 'Tehran'],
  ])('%s → %s', (inquiry, place) => {
    expect(extractFacts(inquiry).destination).toBe(place);
  });

  it.each([
    // A signature or the buyer's company line names no destination.
    'Kindly quote 2,000,000 tablets.\nRegards,\nKofi Mensah, Accra',
    // Ordinary words that are also places elsewhere.
    'Please send the catalogue to Maurice in our purchasing team',
    'We need 500 jersey shirts before Christmas',
    'precisamos de 40 mesas para entrega antes do natal',
    'china plates and turkey feathers, 500 pieces each',
    // The origin: the loading port after FOB.
    'FOB Chittagong, 5 containers of jute bags',
    // Words of a listing that are names in another language: damas (ladies), queens (a bed size),
    // malta (malt), rabat (a discount), chili, 金边 (a gold rim, not Phnom Penh).
    'zapatos para damas y caballeros, 500 pares',
    'bolsas para queens, 300 unidades',
    'cerveza artesanal para malta, 200 cajas',
    'tapis pour rabat, 20 pièces',
    'We need 2 tons of dried red chili for chili sauce',
    '用于金边碗的包装，500个',
  ])('%s → none', (inquiry) => {
    expect(extractFacts(inquiry).destination).toBeNull();
  });
});
