// A small ESLint rule for the dependency direction of DESIGN §2 / §7.1 (after bulletproof-react's
// import/no-restricted-paths): it resolves each relative import against the importing file and
// refuses imports that cross a forbidden boundary. Zones are { from, target, except?, message }
// with paths relative to the repository root; `except` lists sub-paths of `from` that stay allowed.
import path from 'node:path';

const root = process.cwd();

function inside(file, folder) {
  const relative = path.relative(path.resolve(root, folder), file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** @type {import('eslint').Rule.RuleModule} */
const restrictedPaths = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { zones: { type: 'array' } } }] },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const filename = context.filename;
    const active = zones.filter((zone) => inside(filename, zone.target));
    if (active.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(filename), source);
      for (const zone of active) {
        if (!inside(resolved, zone.from)) continue;
        if ((zone.except ?? []).some((allowed) => inside(resolved, path.join(zone.from, allowed)))) continue;
        context.report({ node, message: zone.message });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'restricted-paths': restrictedPaths } };
