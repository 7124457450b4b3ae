// Node module hooks that let a plain-Node build script import the site's own TypeScript modules — so that
// scripts/og-images.mjs reads every page's title from lib/metadata.ts itself instead of typing it a second time.
// `.ts` files are transpiled with the project's TypeScript (types are erased, never checked here: tsc does that);
// `@/…` resolves from the project root as in tsconfig.json, and extensionless relative imports find their `.ts`.
// Register with: module.register('./ts-hooks.mjs', import.meta.url)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

export async function resolve(specifier, context, nextResolve) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (/^\.\.?\//.test(specifier) && /\.tsx?$/.test(context.parentURL ?? '')) base = fileURLToPath(new URL(specifier, context.parentURL));
  if (base) {
    for (const ext of CANDIDATES) {
      if (isFile(base + ext)) return { url: pathToFileURL(base + ext).href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!/\.tsx?$/.test(new URL(url).pathname)) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(fs.readFileSync(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, sourceMap: false },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
