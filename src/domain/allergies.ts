/**
 * A customer's recorded allergies (dị ứng) against the drugs in the cart: a warning for the
 * pharmacist to check, never a refusal. The allergy is free text ("Dị ứng Penicillin", "Aspirin và
 * NSAID"), so it is read the other way round: each drug word of a product (its active ingredient
 * and name, salts left out) is looked for in the allergy text, and the families a pharmacist names
 * by class (penicillin, cephalosporin, beta-lactam, sulfonamide, NSAID) take their members. A drug
 * word has two syllables at least: a Vietnamese word is one ("thuốc", "khang"), so a product named
 * in Vietnamese does not match "dị ứng thuốc kháng sinh".
 */
import { normalizeSearch } from './list-params';

const words = (text: string) =>
  normalizeSearch(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export interface AllergyProduct {
  id: string;
  name: string;
  active_ingredient: string | null;
}

/** Words of an ingredient that name a salt or a form, not the drug (Vietnamese INN spellings). */
const NOT_THE_DRUG = new Set([
  'acid',
  'natri',
  'kali',
  'calci',
  'magnesi',
  'hydroclorid',
  'hydrochlorid',
  'hydrobromid',
  'trihydrat',
  'dihydrat',
  'monohydrat',
  'sulfat',
  'maleat',
  'citrat',
  'phosphat',
  'acetat',
  'fumarat',
  'tartrat',
  'besylat',
  'mesylat',
  'succinat',
  'clorid',
  'vitamin',
]);

/** Two vowel groups at least: a Latin drug name, not one Vietnamese syllable. */
const SEVERAL_SYLLABLES = /[aeiouy]+[^aeiouy]+[aeiouy]/;

const NSAIDS = new Set([
  'aspirin',
  'acetylsalicylic',
  'ibuprofen',
  'diclofenac',
  'meloxicam',
  'naproxen',
  'piroxicam',
  'celecoxib',
  'etoricoxib',
  'ketoprofen',
  'ketorolac',
  'indomethacin',
  'loxoprofen',
  'mefenamic',
  'nimesulid',
]);

/** Classes named in allergy texts, each with the test of a drug word that belongs to it. */
const FAMILIES: { names: string[]; member: (word: string) => boolean }[] = [
  { names: ['penicillin', 'penicilin'], member: (word) => /cill?in$/.test(word) },
  { names: ['cephalosporin', 'cefalosporin'], member: (word) => /^ce(f|ph)/.test(word) },
  { names: ['lactam'], member: (word) => /cill?in$/.test(word) || /^ce(f|ph)/.test(word) },
  { names: ['sulfamid', 'sulfonamid', 'sulfonamide', 'sulfa'], member: (word) => word.startsWith('sulfa') },
  { names: ['nsaid', 'nsaids'], member: (word) => NSAIDS.has(word) },
  { names: ['aspirin', 'acetylsalicylic'], member: (word) => word === 'aspirin' || word === 'acetylsalicylic' },
];

/** The words that name a drug in a product: its active ingredient's, or its name's without one. */
function drugWords(product: AllergyProduct): string[] {
  return words(`${product.active_ingredient ?? ''} ${product.name}`).filter(
    (word) => word.length >= 5 && SEVERAL_SYLLABLES.test(word) && !NOT_THE_DRUG.has(word),
  );
}

/** The products of `products` the allergy text may concern, in their order. */
export function allergyMatches(allergies: string | null, products: readonly AllergyProduct[]): AllergyProduct[] {
  const said = new Set(words(allergies ?? ''));
  if (said.size === 0) return [];
  const families = FAMILIES.filter((family) => family.names.some((name) => said.has(name)));
  return products.filter((product) =>
    drugWords(product).some((word) => said.has(word) || families.some((family) => family.member(word))),
  );
}
