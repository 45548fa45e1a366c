// `@emotion/is-prop-valid` (which props a styled HTML element passes on to the DOM) tests a name
// against one regular expression of 418 alternatives. Compiling it, at the first test, took about
// 15 ms on this machine (60 at Lighthouse's 4x slowdown), in whichever task first rendered or
// created a styled element. The client build (vite.config.ts, `fasterIsPropValid`) rewrites the
// module's ES build with this: the same names in a Set, read from the module's own expression, and
// a small expression for the `data-`, `aria-` and `x-` prefixes.

const EXPRESSION =
  /var reactPropsRegex = \/\^\(\(([\w|]+)\)\|\(\(\[Dd\]\[Aa\]\[Tt\]\[Aa\]\|\[Aa\]\[Rr\]\[Ii\]\[Aa\]\|x\)-\.\*\)\)\$\/;/;

/** The module's code with its expression replaced by an object with the same `test`. */
export function withPropNameSet(code) {
  const expression = EXPRESSION.exec(code);
  if (!expression) throw new Error('@emotion/is-prop-valid no longer has the expected expression');
  return code.replace(
    expression[0],
    `var reactPropNames = new Set(${JSON.stringify(expression[1])}.split('|'));\n` +
      'var reactPropsRegex = { test: function (prop) { return reactPropNames.has(prop) || ' +
      '/^(?:[Dd][Aa][Tt][Aa]|[Aa][Rr][Ii][Aa]|x)-/.test(prop); } };',
  );
}
