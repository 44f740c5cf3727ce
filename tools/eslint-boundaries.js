// Small ESLint rules for the dependency direction of DESIGN §2 / §7.1 (after bulletproof-react's
// import/no-restricted-paths). Each resolves a relative import against the importing file and
// refuses imports that cross a forbidden boundary. Every folder in the options is relative to the
// repository root, which is found from this file's own location (tools/ is one level below it),
// never from the working directory: lint gives the same answer from the root and from any workspace.
//
// - `restricted-paths`: zones { from, target, except?, message }; a file inside `target` may not
//   import anything inside `from`, except the sub-paths of `from` listed in `except`.
// - `isolated-folders`: { folder, entries?, siblingSuffix?, message }; each direct sub-folder of
//   `folder` (a web feature, a server module) is isolated: a file in one sub-folder may import
//   another sub-folder only through one of its `entries` (file names in that sub-folder, e.g.
//   'index.ts'; none when empty). A file whose name ends with `siblingSuffix` (e.g. '.schema.ts')
//   may also import another sub-folder's file ending with the same suffix.
// - `layered-folders`: { folder, layers, foreignKeys?, message }; each direct sub-folder of `folder`
//   (a server module) belongs to one layer of `layers` (lowest first, each a list of sub-folder
//   names); a file may import another sub-folder only when that sub-folder's layer is lower than its
//   own, so no import cycle can run between sub-folders. A sub-folder in no layer is refused until it
//   is given one. `foreignKeys` lists the few 'from>to' pairs whose *.schema.ts may reference a
//   higher sub-folder's *.schema.ts for a foreign key (each with its reason in the config).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the parent of this file's folder. */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function inside(file, folder) {
  const relative = path.relative(path.resolve(repositoryRoot, folder), file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Calls `check(node, source)` for every static or dynamic import and re-export with a literal source. */
function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
    ExportAllDeclaration: (node) => check(node.source, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const restrictedPaths = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { zones: { type: 'array' } } }] },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const filename = context.filename;
    const active = zones.filter((zone) => inside(filename, zone.target));
    if (active.length === 0) return {};
    return importVisitors((node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(filename), source);
      for (const zone of active) {
        if (!inside(resolved, zone.from)) continue;
        if ((zone.except ?? []).some((allowed) => inside(resolved, path.join(zone.from, allowed)))) continue;
        context.report({ node, message: zone.message });
      }
    });
  },
};

/** The first path segment of `file` below `folder` and the rest, or undefined when outside. */
function split(file, folder) {
  const relative = path.relative(path.resolve(repositoryRoot, folder), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [area, ...rest] = relative.split(path.sep);
  return { area, rest: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
const isolatedFolders = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          folder: { type: 'string' },
          entries: { type: 'array', items: { type: 'string' } },
          siblingSuffix: { type: 'string' },
          message: { type: 'string' },
        },
        required: ['folder', 'message'],
      },
    ],
  },
  create(context) {
    const { folder, entries = [], siblingSuffix, message } = context.options[0];
    const filename = context.filename;
    const own = split(filename, folder);
    if (!own || own.rest === '') return {};
    const isSibling = siblingSuffix !== undefined && filename.endsWith(siblingSuffix);
    return importVisitors((node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = split(path.resolve(path.dirname(filename), source), folder);
      if (!target || target.area === own.area) return;
      if (entries.includes(target.rest)) return;
      if (isSibling && !target.rest.includes('/') && target.rest.endsWith(siblingSuffix)) return;
      context.report({ node, message });
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const layeredFolders = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          folder: { type: 'string' },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          foreignKeys: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        required: ['folder', 'layers', 'message'],
      },
    ],
  },
  create(context) {
    const { folder, layers, foreignKeys = [], message } = context.options[0];
    const filename = context.filename;
    const own = split(filename, folder);
    if (!own || own.rest === '') return {};
    const layerOf = new Map(layers.flatMap((names, index) => names.map((name) => [name, index])));
    const ownLayer = layerOf.get(own.area);
    return {
      Program(node) {
        if (ownLayer === undefined)
          context.report({
            node,
            message: `module '${own.area}' has no layer: add it to the layers (docs/ARCHITECTURE.md)`,
          });
      },
      ...importVisitors((node, source) => {
        if (ownLayer === undefined || typeof source !== 'string' || !source.startsWith('.')) return;
        const target = split(path.resolve(path.dirname(filename), source), folder);
        if (!target || target.area === own.area) return;
        const targetLayer = layerOf.get(target.area);
        if (targetLayer !== undefined && targetLayer < ownLayer) return;
        const isForeignKey = filename.endsWith('.schema.ts') && target.rest.endsWith('.schema.ts');
        if (isForeignKey && foreignKeys.includes(`${own.area}>${target.area}`)) return;
        context.report({ node, message: `${message} ('${own.area}' may not import '${target.area}')` });
      }),
    };
  },
};

export default {
  rules: {
    'restricted-paths': restrictedPaths,
    'isolated-folders': isolatedFolders,
    'layered-folders': layeredFolders,
  },
};
