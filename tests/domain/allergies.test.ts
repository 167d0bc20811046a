import { allergyMatches, type AllergyProduct } from '../../src/domain/allergies';

const product = (name: string, active_ingredient: string | null = null): AllergyProduct => ({
  id: name,
  name,
  active_ingredient,
});

const augmentin = product('Augmentin 625mg', 'Amoxicilin trihydrat; Kali clavulanat');
const cefuroxim = product('Zinnat 500mg', 'Cefuroxim axetil');
const panadol = product('Panadol 500mg', 'Paracetamol');
const brufen = product('Brufen 400mg', 'Ibuprofen');
const aspirin = product('Aspirin 81mg', 'Acid acetylsalicylic');
const bactrim = product('Cotrimoxazol 480mg', 'Sulfamethoxazol; Trimethoprim');
const berberin = product('Berberin 100mg', 'Berberin clorid');
const herbal = product('Thuốc ho Bảo Thanh');
const magnesium = product('Magnesi B6', 'Magnesi lactat; Vitamin B6');
const cart = [augmentin, cefuroxim, panadol, brufen, aspirin, bactrim, berberin, herbal, magnesium];

const names = (allergies: string | null) => allergyMatches(allergies, cart).map((p) => p.name);

describe("a customer's allergies against the cart", () => {
  it.each([
    ['Dị ứng Penicillin', ['Augmentin 625mg']],
    ['dị ứng penicilin (nổi mề đay)', ['Augmentin 625mg']],
    ['Dị ứng Cephalosporin', ['Zinnat 500mg']],
    ['Dị ứng kháng sinh nhóm beta-lactam', ['Augmentin 625mg', 'Zinnat 500mg']],
    ['Dị ứng Aspirin và NSAID', ['Brufen 400mg', 'Aspirin 81mg']],
    ['Dị ứng Aspirin', ['Aspirin 81mg']],
    ['Dị ứng Sulfamid', ['Cotrimoxazol 480mg']],
    ['Dị ứng Cotrimoxazol', ['Cotrimoxazol 480mg']],
    ['Dị ứng Paracetamol liều cao (phát ban)', ['Panadol 500mg']],
    ['Dị ứng IBUPROFEN', ['Brufen 400mg']],
  ])('%s concerns %j', (allergies, expected) => {
    expect(names(allergies)).toEqual(expected);
  });

  it('finds nothing in allergies no drug is named in, nor in none', () => {
    expect(names('Dị ứng hải sản')).toEqual([]);
    expect(names('Dị ứng thuốc kháng sinh, thuốc ho')).toEqual([]);
    expect(names('')).toEqual([]);
    expect(names(null)).toEqual([]);
  });

  it('does not take a salt or a vitamin for the drug', () => {
    expect(names('Dị ứng kali, magnesi, vitamin')).toEqual([]);
    expect(names('Dị ứng sulfat')).toEqual([]);
  });
});
