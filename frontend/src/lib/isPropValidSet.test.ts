import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import isPropValid from '@emotion/is-prop-valid';
import { withPropNameSet } from '../../scripts/is-prop-valid-set.mjs';

// The client build's @emotion/is-prop-valid (vite.config.ts, fasterIsPropValid) must answer exactly
// as the package does: it decides which props reach the DOM.
const source = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@emotion/is-prop-valid')),
    'emotion-is-prop-valid.esm.js',
  ),
  'utf8',
);

/** The rewritten module, evaluated (its memoize replaced by the plain function). */
function rewritten(): (prop: string) => boolean {
  const code = withPropNameSet(source)
    .replace("import memoize from '@emotion/memoize';", 'var memoize = function (f) { return f; };')
    .replace('export { isPropValid as default };', 'return isPropValid;');
  return new Function(code)() as (prop: string) => boolean;
}

describe("the client build's @emotion/is-prop-valid", () => {
  const names = /\/\^\(\(([\w|]+)\)/.exec(source)![1].split('|');

  it('no longer compiles the large regular expression', () => {
    expect(names.length).toBeGreaterThan(400);
    expect(source).toContain('/^((children|');
    expect(withPropNameSet(source)).not.toContain('/^((children|');
  });

  it('answers as the package does', () => {
    const test = rewritten();
    const props = [
      ...names,
      ...names.map((name) => `${name}x`),
      ...names.map((name) => name.toUpperCase()),
      'data-testid',
      'DATA-x',
      'Data-',
      'aria-label',
      'ARIA-hidden',
      'x-foo',
      'X-foo',
      'datax',
      'onClick',
      'onclick',
      'on',
      'ownerState',
      'sx',
      'as',
      'theme',
      '',
      'constructor',
      'toString',
    ];
    for (const prop of props) expect([prop, test(prop)]).toEqual([prop, isPropValid(prop)]);
  });
});
