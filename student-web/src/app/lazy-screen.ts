import type { ComponentType } from 'react';

/** Every screen module, each its own chunk, by its path under features/ ('bonuses/BonusesPage'). */
const SCREEN_MODULES = import.meta.glob<Record<string, unknown>>('../features/*/*Page.tsx');

const moduleKey = (screen: string) => `../features/${screen}.tsx`;

/** The route table's `screen` as react-router's `lazy`: the module's export named like its file. */
export function lazyScreen(screen: string): () => Promise<{ Component: ComponentType }> {
  const load = SCREEN_MODULES[moduleKey(screen)];
  if (!load) throw new Error(`The route table names a screen that does not exist: ${screen}`);
  const exportName = screen.slice(screen.lastIndexOf('/') + 1);
  return async () => {
    const Component = (await load())[exportName];
    if (typeof Component !== 'function') {
      throw new Error(`${screen}.tsx does not export a component named ${exportName}`);
    }
    return { Component: Component as ComponentType };
  };
}
