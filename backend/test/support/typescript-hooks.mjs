// Node's module hooks for run-typescript.mjs: `./x.js` finds `./x.ts` beside it, and TypeScript
// is compiled by SWC with the decorator metadata Nest's dependency injection reads.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL) {
    const typescript = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(typescript))) return nextResolve(typescript.href, context);
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = await nextLoad(url, { ...context, format: 'module' });
  const { code } = await transform(source.source.toString(), {
    filename: fileURLToPath(url),
    sourceMaps: 'inline',
    module: { type: 'es6' },
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
