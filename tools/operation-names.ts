import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reads the server's handler maps and the web's api files and lists every place where an operation
 * goes by another name than the contract's (decision 0135). Used by operation-names.test.ts.
 */

/** A handler or web api function whose name or callee is not its operation's name. */
export interface Mismatch {
  /** The file, from the repository root. */
  file: string;
  /** The operation (the contract's method or route name). */
  operation: string;
  /** What the file has instead: the functions the handler calls, or the web entry's name. */
  found: string;
}

/** A source file to check: its path from the repository root and its text. */
export interface Source {
  file: string;
  text: string;
}

function parse(source: Source): ts.SourceFile {
  return ts.createSourceFile(source.file, source.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function nameOf(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

function typeNameOf(type: ts.TypeNode | undefined): string | undefined {
  return type && ts.isTypeReferenceNode(type) ? type.typeName.getText() : undefined;
}

const handlerMapTypes = new Set(['AreaHandlers', 'RouteHandlers']);

/**
 * The handler maps of a server file: an object literal that `satisfies AreaHandlers<…>` or
 * `RouteHandlers<…>`, is declared with that type, or is returned by a function declared to return it.
 */
function handlerMaps(sourceFile: ts.SourceFile): ts.ObjectLiteralExpression[] {
  const maps: ts.ObjectLiteralExpression[] = [];
  const visit = (node: ts.Node, returnsHandlers: boolean): void => {
    if (ts.isSatisfiesExpression(node) && handlerMapTypes.has(typeNameOf(node.type) ?? '')) {
      if (ts.isObjectLiteralExpression(node.expression)) maps.push(node.expression);
    }
    if (ts.isVariableDeclaration(node) && handlerMapTypes.has(typeNameOf(node.type) ?? '')) {
      if (node.initializer && ts.isObjectLiteralExpression(node.initializer)) maps.push(node.initializer);
    }
    if (returnsHandlers && ts.isReturnStatement(node) && node.expression) {
      if (ts.isObjectLiteralExpression(node.expression)) maps.push(node.expression);
    }
    if (ts.isFunctionLike(node)) {
      const returns = handlerMapTypes.has(typeNameOf(node.type) ?? '');
      ts.forEachChild(node, (child) => visit(child, returns));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, returnsHandlers));
  };
  visit(sourceFile, false);
  return maps;
}

/** The names of the plain functions a node calls (`name(…)`), in order, once each. */
function calledNames(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression)) {
      if (!names.includes(child.expression.text)) names.push(child.expression.text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

/**
 * The server's rule: the handler of operation `X` calls a function named `X`, the operation's use
 * case. Returns the handlers that do not.
 */
export function serverMismatches(sources: Source[]): Mismatch[] {
  const mismatches: Mismatch[] = [];
  for (const source of sources) {
    for (const map of handlerMaps(parse(source))) {
      for (const property of map.properties) {
        if (!ts.isPropertyAssignment(property) && !ts.isMethodDeclaration(property)) continue;
        const operation = property.name && nameOf(property.name);
        if (operation === undefined) continue;
        const body = ts.isPropertyAssignment(property) ? property.initializer : property;
        const called = calledNames(body);
        if (!called.includes(operation)) {
          mismatches.push({ file: source.file, operation, found: called.join(', ') || '(no call)' });
        }
      }
    }
  }
  return mismatches;
}

/** The operations a node calls through the web's client, `call('X', …)`: the literal name, else undefined. */
function clientCalls(node: ts.Node): (string | undefined)[] {
  const operations: (string | undefined)[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && child.expression.text === 'call') {
      const [first] = child.arguments;
      operations.push(first && ts.isStringLiteralLike(first) ? first.text : undefined);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return operations;
}

function isFunctionValue(node: ts.Node): node is ts.ArrowFunction | ts.FunctionExpression {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** A named piece of the web's api layer: an exported function, or an entry of an exported factory. */
interface WebEntry {
  name: string;
  body: ts.Node;
}

function webEntries(sourceFile: ts.SourceFile): WebEntry[] {
  const entries: WebEntry[] = [];
  for (const statement of sourceFile.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      entries.push({ name: statement.name.text, body: statement });
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      let initializer: ts.Expression = declaration.initializer;
      while (ts.isSatisfiesExpression(initializer) || ts.isAsExpression(initializer))
        initializer = initializer.expression;
      if (isFunctionValue(initializer)) entries.push({ name: declaration.name.text, body: initializer });
      if (!ts.isObjectLiteralExpression(initializer)) continue;
      // A factory (DESIGN §7.3): each entry that is a function is one named piece.
      for (const property of initializer.properties) {
        const name = property.name && nameOf(property.name);
        if (name === undefined) continue;
        if (ts.isMethodDeclaration(property)) entries.push({ name, body: property });
        if (ts.isPropertyAssignment(property) && isFunctionValue(property.initializer)) {
          entries.push({ name, body: property.initializer });
        }
      }
    }
  }
  return entries;
}

/**
 * The names a web piece for operation `X` may have: `X` itself, `useX` for a React hook (hooks must
 * start with `use`), and `XQuery` for a query-options function that stands outside a factory.
 */
export function webNamesFor(operation: string): string[] {
  const capitalized = operation.charAt(0).toUpperCase() + operation.slice(1);
  return [operation, `use${capitalized}`, `${operation}Query`];
}

/**
 * The web's rule: an exported api function or factory entry whose body calls the client once,
 * `call('X', …)`, is named after `X` (see {@link webNamesFor}). Pieces that call several operations
 * are not one operation and keep descriptive names.
 */
export function webMismatches(sources: Source[]): Mismatch[] {
  const mismatches: Mismatch[] = [];
  for (const source of sources) {
    for (const entry of webEntries(parse(source))) {
      const operations = clientCalls(entry.body);
      if (operations.length !== 1) continue;
      const [operation] = operations;
      if (operation === undefined) continue;
      if (!webNamesFor(operation).includes(entry.name)) {
        mismatches.push({ file: source.file, operation, found: entry.name });
      }
    }
  }
  return mismatches;
}

/** The files under `dir` (from `root`) whose names pass `keep`, not looking into subfolders deeper than `depth`. */
function filesUnder(root: string, dir: string, keep: (name: string) => boolean, depth: number): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory() && depth > 0) found.push(...filesUnder(root, relative, keep, depth - 1));
    if (entry.isFile() && keep(entry.name)) found.push(relative);
  }
  return found.sort();
}

function read(root: string, files: string[]): Source[] {
  return files.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

/**
 * The server's handler maps: every module's `*.methods.ts` (the main API's methods) and `*.routes.ts`
 * (its literal routes).
 */
export function serverSources(root: string): Source[] {
  const keep = (name: string) => name.endsWith('.methods.ts') || name.endsWith('.routes.ts');
  return read(root, filesUnder(root, 'apps/server/src/modules', keep, 1));
}

/** The web's api layer: `features/<area>/api/*` and `shared/api/*`, tests left out. */
export function webSources(root: string): Source[] {
  const keep = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
  const features = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = `apps/web/src/features/${entry.name}/api`;
      try {
        return filesUnder(root, dir, keep, 0);
      } catch {
        return [];
      }
    });
  return read(root, [...features, ...filesUnder(root, 'apps/web/src/shared/api', keep, 0)]);
}
