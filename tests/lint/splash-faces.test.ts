/**
 * The splash in index.html lays out, unseen, the font faces the first screen uses beyond its own,
 * so that the system loads them while the scripts download rather than in the first render's
 * layout (issue 16). They are the theme's faces: a theme that changes its fonts or weights changes
 * the splash with it, or this fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { system } from '../../src/components/ui/system';

const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

/** The declarations of the rule for `selector` in the splash's style sheet. */
function rule(selector: string): Record<string, string> {
  const at = html.indexOf(`${selector} {`);
  expect(at, `index.html has no rule for ${selector}`).toBeGreaterThan(-1);
  const body = html.slice(html.indexOf('{', at) + 1, html.indexOf('}', at));
  return Object.fromEntries(
    body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );
}

/** A font stack compared without its quoting and spacing. */
const stack = (fonts: string) => fonts.replace(/["']/g, '').replace(/\s*,\s*/g, ',');

describe("the splash's unseen font faces", () => {
  it('are the theme body font at the weights the first screen uses beyond the splash heading and text', () => {
    const body = system.token('fonts.body');
    expect(stack(rule('.boot')['font-family']!)).toBe(stack(body));
    expect(rule('.boot h1')['font-weight']).toBe(system.token('fontWeights.semibold'));
    expect(rule('.boot-faces b:nth-child(1)')['font-weight']).toBe(system.token('fontWeights.medium'));
    expect(rule('.boot-faces b:nth-child(2)')['font-weight']).toBe(system.token('fontWeights.bold'));
  });

  it("include the theme's monospace face, which the till's key hints use", () => {
    const mono = rule('.boot-faces b:nth-child(3)');
    expect(stack(mono['font-family']!)).toBe(stack(system.token('fonts.mono')));
    expect(mono['font-weight']).toBe(system.token('fontWeights.medium'));
  });

  it('are laid out but neither seen nor read out', () => {
    expect(rule('.boot-faces')).toEqual({ position: 'absolute', visibility: 'hidden' });
    expect(html).toMatch(/<span class="boot-faces" aria-hidden="true">(<b>[^<]+<\/b>){3}<\/span>/);
  });
});
