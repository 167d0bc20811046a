/**
 * Fixes to the run-time style engine of @chakra-ui/react 3.37.0, applied to its published modules
 * in the build and in the client tests (issue 16). Chakra is pinned to that version (3.38 needs an
 * Ark UI the registry mirror lacks), so the fixes are written against its exact text, and a patch
 * whose text is not found fails the build rather than ship unpatched.
 *
 * - **An element's recipe compiled once.** Every Chakra element (`Box`, `Flex`, each part of a
 *   recipe component) is a `chakra(tag, config)` whose render compiled `config` into a recipe
 *   function again, and the one of the component it wraps, then merged the two: three compilations
 *   per element per render, each with new caches, so the variant and style resolution behind them
 *   missed every time. The compiled recipe depends only on the element's config and on the system,
 *   so it is now kept per system. Chakra's own keyed recipes (`getRecipeFn`) were already kept per
 *   system; upstream fixed the rest of the per-instance work in 3.38 (chakra-ui/chakra-ui#10880).
 * - **Styles inserted by the element itself.** Each element rendered a fragment of two: an
 *   `Insertion` component that put its class's rules in the style sheet from an insertion effect
 *   (a layout effect under Preact), and the element. The element now inserts them as it renders,
 *   as emotion itself does where React has no insertion effect: two components and an effect
 *   fewer per element, the same rules before the same paint. (The rarer `as` with `asChild` path
 *   keeps its fragment.)
 * - **A memo keyed without building strings.** The engine memoises its steps (property lookups,
 *   token transforms, condition sorting) on a string built from the arguments, and its
 *   least-recently-used cache moved every hit to the end of its map. Calls with one primitive
 *   argument, the common case, are now looked up by the value itself, and a hit only reads.
 *   Objects are keyed as before. The cache keeps the last 500 results of each kind, as before,
 *   now by evicting the older half when full.
 * - **Conditions looked up in a set.** Whether a style key is a condition (`_hover`, `md`) listed
 *   the system's hundred-odd conditions and searched the list, for every key of every style
 *   object, in `createSystem` and at each render. The conditions do not change once made, so the
 *   list is a set made once: `createSystem` ran 13 % faster in Node.
 */
import type { Plugin } from 'vite';

interface Patch {
  /** The module, by its path under the package. */
  file: string;
  find: string;
  replace: string;
}

const FACTORY = '@chakra-ui/react/dist/esm/styled-system/factory.js';
const MEMO = '@chakra-ui/react/dist/esm/utils/memo.js';
const CONDITIONS = '@chakra-ui/react/dist/esm/styled-system/conditions.js';

export const CHAKRA_PATCHES: readonly Patch[] = [
  {
    file: FACTORY,
    find: `  let styles = [];
  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
    const cvaRecipe = mergeCva(baseCva, cvaFn);`,
    replace: `  let styles = [];
  const recipes = new WeakMap();
  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    let cvaRecipe = recipes.get(cva);
    if (cvaRecipe === void 0) {
      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
      cvaRecipe = mergeCva(baseCva, cvaFn);
      recipes.set(cva, cvaRecipe);
    }`,
  },
  {
    file: FACTORY,
    find: `    return /* @__PURE__ */ jsxs(React.Fragment, { children: [
      /* @__PURE__ */ jsx(
        Insertion,
        {
          cache: cache2,
          serialized,
          isStringTag: typeof FinalTag === "string"
        }
      ),
      /* @__PURE__ */ jsx(FinalTag, { ...finalProps })
    ] });
  });`,
    replace: `    registerStyles(cache2, serialized, typeof FinalTag === "string");
    insertStyles(cache2, serialized, typeof FinalTag === "string");
    return /* @__PURE__ */ jsx(FinalTag, { ...finalProps });
  });`,
  },
  {
    file: MEMO,
    find: `const memo = (fn) => {
  const cache = new LRUCache();
  function get(...args) {
    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      cache.set(key, result);
    }
    return result;
  }
  return get;
};`,
    replace: `const MEMO_SIZE = 500;
const memoTable = () => ({ recent: new Map(), older: new Map() });
const memoLookup = (table, key) => {
  let result = table.recent.get(key);
  if (result === void 0) {
    result = table.older.get(key);
    if (result !== void 0) memoStore(table, key, result);
  }
  return result;
};
const memoStore = (table, key, result) => {
  if (table.recent.size >= MEMO_SIZE / 2) {
    table.older = table.recent;
    table.recent = new Map();
  }
  table.recent.set(key, result);
};
const memo = (fn) => {
  const byString = memoTable();
  const byNumber = memoTable();
  const byHash = memoTable();
  function get(...args) {
    let table = byHash;
    let key;
    if (args.length === 1 && typeof args[0] === "string") {
      table = byString;
      key = args[0];
    } else if (args.length === 1 && typeof args[0] === "number") {
      table = byNumber;
      key = args[0];
    } else {
      key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");
    }
    let result = memoLookup(table, key);
    if (result === void 0) {
      result = fn.apply(this, args);
      memoStore(table, key, result);
    }
    return result;
  }
  return get;
};`,
  },
  {
    file: CONDITIONS,
    find: `  function keys() {
    return Object.keys(values);
  }
  function has(key) {
    return keys().includes(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");
  }`,
    replace: `  const valueKeys = new Set(Object.keys(values));
  function keys() {
    return Object.keys(values);
  }
  function has(key) {
    return valueKeys.has(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");
  }`,
  },
];

/** The module's text with its patches applied; null when none is for it. Throws on a missing text. */
export function applyChakraPatches(id: string, code: string): string | null {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const patches = CHAKRA_PATCHES.filter((patch) => path.endsWith(`/node_modules/${patch.file}`));
  if (patches.length === 0) return null;
  let patched = code;
  for (const patch of patches) {
    const at = patched.indexOf(patch.find);
    if (at < 0 || patched.indexOf(patch.find, at + 1) >= 0) {
      throw new Error(`chakra-patches: ${patch.file} does not hold the text to patch once; is Chakra still 3.37.0?`);
    }
    patched = patched.slice(0, at) + patch.replace + patched.slice(at + patch.find.length);
  }
  return patched;
}

export function chakraPatches(): Plugin {
  return {
    name: 'pharmatill:chakra-patches',
    enforce: 'pre',
    transform(code, id) {
      const patched = applyChakraPatches(id, code);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}
