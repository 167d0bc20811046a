/**
 * The URL search params of the routes, parsed without zod (issue 16): a route's `validateSearch`
 * is part of the route tree, which is in the entry chunk, so whatever it imports every page loads,
 * /login too. TanStack Router parses search values as JSON (`?page=2` is the number 2, `?q=%222%22`
 * the text "2"). Each field gives its value, or `undefined` when the value is absent or invalid
 * (what zod's `.optional().catch(undefined)` did), so a hand-edited URL falls back to the defaults
 * instead of breaking the page.
 */

/** One search param: the value read from the router's search object. */
export type SearchField<T> = (value: unknown) => T;

type Fields = Record<string, SearchField<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The parsed search: a field that can be undefined is an optional key. */
type Parsed<F extends Fields> = Simplify<
  { [K in keyof F as undefined extends ReturnType<F[K]> ? K : never]?: ReturnType<F[K]> } & {
    [K in keyof F as undefined extends ReturnType<F[K]> ? never : K]: ReturnType<F[K]>;
  }
>;

/** The search a `searchParams(...)` parser gives. */
export type SearchOf<P extends (search: Record<string, unknown>) => unknown> = ReturnType<P>;

/**
 * A route's `validateSearch`: only the given keys are kept. As zod's objects did, a key the URL
 * has keeps its key even when its value is dropped as invalid; a key it lacks is left out unless
 * its field gives a value anyway (a link param's '').
 */
export function searchParams<F extends Fields>(fields: F): (search: Record<string, unknown>) => Parsed<F> {
  return (search) => {
    const parsed: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const value = field(search[key]);
      if (value !== undefined || key in search) parsed[key] = value;
    }
    return parsed as Parsed<F>;
  };
}

/** Text (never a number: `?q=12` is the number 12), optionally of `min`..`max` characters matching `pattern`. */
export function text(rules: { min?: number; max?: number; pattern?: RegExp } = {}): SearchField<string | undefined> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    if (rules.min !== undefined && value.length < rules.min) return undefined;
    if (rules.max !== undefined && value.length > rules.max) return undefined;
    if (rules.pattern && !rules.pattern.test(value)) return undefined;
    return value;
  };
}

/** Exactly one of the given texts. */
export function oneOf<const V extends readonly string[]>(values: V): SearchField<V[number] | undefined> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as V[number]) : undefined);
}

/**
 * A safe integer of at least `min` (and one of `allowed` if given), from a number or a numeric
 * text, coerced like zod's `z.coerce.number()` (`Number(value)`: '12' and ' 12 ' are 12).
 */
export function integer(rules: { min?: number; allowed?: readonly number[] } = {}): SearchField<number | undefined> {
  return (value) => {
    if (value === undefined) return undefined;
    let n: number;
    try {
      n = Number(value);
    } catch {
      return undefined;
    }
    if (!Number.isSafeInteger(n)) return undefined;
    if (rules.min !== undefined && n < rules.min) return undefined;
    if (rules.allowed && !rules.allowed.includes(n)) return undefined;
    return n;
  };
}

/** zod's `z.iso.date()` pattern: `YYYY-MM-DD` of a real calendar day (29 February of leap years only). */
const CALENDAR_DAY =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))$/;

/** A calendar day `YYYY-MM-DD`. */
export function isoDate(): SearchField<string | undefined> {
  return text({ pattern: CALENDAR_DAY });
}
