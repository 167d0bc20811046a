/**
 * Chakra's style engine as the app runs it, with scripts/chakra-patches.ts applied (the client
 * tests transform Chakra's modules through the same plugin as the build):
 * - an element's recipe is compiled once per system, not at each render of each element;
 * - an element puts its rules in the style sheet as it renders (no insertion component);
 * - the engine's memo answers repeated arguments from its cache and tells apart what its keys
 *   told apart;
 * - a style key is a condition exactly as before (looked up in a set).
 */
import { Box, Button, ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Chakra's package exports do not name its internal modules; the path reaches the one the app runs.
const { memo } = (await import('../../../node_modules/@chakra-ui/react/dist/esm/utils/memo.js' as string)) as {
  memo: <Args extends unknown[], Result>(fn: (...args: Args) => Result) => (...args: Args) => Result;
};

/** The CSS emotion inserted for an element's classes. */
function stylesOf(element: Element): string {
  const css = Array.from(document.head.querySelectorAll('style[data-emotion="css"]'), (style) => style.textContent)
    .join('\n')
    .replace(/\s+/g, '');
  return Array.from(element.classList, (name) => css.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
    .flat()
    .join('\n');
}

describe('Chakra element recipes', () => {
  it('compiles a plain element’s recipe once, however many render', () => {
    const system = createSystem(defaultConfig);
    const compile = vi.spyOn(system, 'cva');
    const boxes = (padding: string) => (
      <ChakraProvider value={system}>
        {Array.from({ length: 20 }, (_, i) => (
          <Box key={i} data-testid="box" padding={padding} color="red.500">
            {i}
          </Box>
        ))}
      </ChakraProvider>
    );
    const { rerender } = render(boxes('2'));
    const afterMount = compile.mock.calls.length;
    // One Styled component (`chakra.div`); without the fix, one compilation per box per render.
    expect(afterMount).toBeLessThanOrEqual(2);
    rerender(boxes('3'));
    expect(compile.mock.calls.length).toBe(afterMount);
    // The styles still follow the props.
    expect(stylesOf(screen.getAllByTestId('box')[0]!)).toContain('padding:var(--chakra-spacing-3)');
  });

  it('keeps a recipe component’s variants per render', () => {
    const system = createSystem(defaultConfig);
    const { rerender } = render(
      <ChakraProvider value={system}>
        <Button size="sm">Lưu</Button>
      </ChakraProvider>,
    );
    const small = stylesOf(screen.getByRole('button'));
    expect(small).toContain('--chakra-sizes-9');
    rerender(
      <ChakraProvider value={system}>
        <Button size="lg">Lưu</Button>
      </ChakraProvider>,
    );
    const large = stylesOf(screen.getByRole('button'));
    expect(large).toContain('--chakra-sizes-11');
    expect(large).not.toContain('--chakra-sizes-9');
  });

  it('puts an element’s rules in the style sheet as it renders, before its ref is set', () => {
    const system = createSystem(defaultConfig);
    let rulesAtRef = '';
    render(
      <ChakraProvider value={system}>
        <Box
          padding="7"
          ref={(element: HTMLDivElement | null) => {
            if (element && !rulesAtRef) rulesAtRef = stylesOf(element);
          }}
        >
          x
        </Box>
      </ChakraProvider>,
    );
    // Emotion's insertion component put them in from a layout effect, after the refs.
    expect(rulesAtRef).toContain('padding:var(--chakra-spacing-7)');
  });

  it('compiles again for another system', () => {
    const first = createSystem(defaultConfig);
    const second = createSystem(defaultConfig);
    const compile = vi.spyOn(second, 'cva');
    render(
      <ChakraProvider value={first}>
        <Box>1</Box>
      </ChakraProvider>,
    );
    render(
      <ChakraProvider value={second}>
        <Box>2</Box>
      </ChakraProvider>,
    );
    expect(compile).toHaveBeenCalled();
  });
});

describe("Chakra's conditions", () => {
  it('tells conditions from style properties as before', () => {
    const { conditions } = createSystem(defaultConfig) as unknown as { conditions: { has: (key: string) => boolean } };
    for (const key of ['_hover', '_dark', 'md', '2xl', '_anything', '@media print', '&:hover', '& > p'])
      expect(conditions.has(key), key).toBe(true);
    for (const key of ['color', 'base', 'bg', 'hover', 'px']) expect(conditions.has(key), key).toBe(false);
  });
});

describe("Chakra's memo", () => {
  it('computes once per argument and keeps strings, numbers and objects apart', () => {
    const fn = vi.fn((...args: unknown[]) => JSON.stringify(args));
    const cached = memo(fn);
    expect(cached('1')).toBe('["1"]');
    expect(cached(1)).toBe('[1]');
    expect(cached('1')).toBe('["1"]');
    expect(cached({ a: 1, b: [2] })).toBe('[{"a":1,"b":[2]}]');
    expect(cached({ b: [2], a: 1 })).toBe('[{"a":1,"b":[2]}]');
    expect(cached('a', 'b')).toBe('["a","b"]');
    expect(cached('a')).toBe('["a"]');
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('forgets the oldest results past its size, and keeps the recently used', () => {
    const fn = vi.fn((value: string) => value.toUpperCase());
    const cached = memo(fn);
    cached('first');
    cached('kept');
    for (let i = 0; i < 600; i += 1) {
      cached(`key-${i}`);
      if (i % 100 === 0) cached('kept');
    }
    fn.mockClear();
    expect(cached('kept')).toBe('KEPT');
    expect(fn).not.toHaveBeenCalled();
    expect(cached('first')).toBe('FIRST');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
