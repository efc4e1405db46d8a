import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

/**
 * A screen loaded the first time it is shown, as its own chunk: `load` imports its module and
 * `name` is the export. Each screen waits behind its own Suspense, inside the layout, so the
 * menu and app bar stay while it loads and react-admin's routes never suspend as a whole.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  name: keyof Module & string,
): ComponentType {
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  function LazyScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  }
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen;
}
