// A feature folder (frontend/src/features/<name>/) never imports another feature folder:
// shared code moves to components/ or lib/. See docs/architecture.md.
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const i = file.indexOf(FEATURES);
  if (i === -1) return null;
  return file.slice(i + FEATURES.length).split(path.sep)[0];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports from one feature folder into another' },
    schema: [],
    messages: {
      cross:
        "Feature '{{from}}' imports from feature '{{to}}'; move the shared code to components/ or lib/.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
