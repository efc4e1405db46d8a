import type { ComponentType } from 'react';

/**
 * A component loaded on demand, drawn inside the signed-in area's query cache, which is fetched
 * beside it: the public pages run without react-query, the signed-in layout and the payment
 * overlay bring it.
 */
export async function withServerState<Props extends object>(
  load: Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const [Component, { ServerStateProvider }] = await Promise.all([
    load,
    import('./ServerStateProvider'),
  ]);
  function WithServerState(props: Props) {
    return (
      <ServerStateProvider>
        <Component {...props} />
      </ServerStateProvider>
    );
  }
  return WithServerState;
}
