import { useCallback, useEffect, useRef, useState } from 'react';

type RequestState<Result> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: Result; error: null }
  | { status: 'error'; data: undefined; error: Error };

const IDLE = { status: 'idle', data: undefined, error: null } as const;

export interface Request<Variables, Result> {
  /** Sends the request; the handlers run unless the call was reset or the screen left meanwhile. */
  mutate: (
    variables: Variables,
    handlers?: { onSuccess?: (result: Result) => void; onError?: (error: Error) => void },
  ) => void;
  /** Forgets the last call's outcome (and its handlers). */
  reset: () => void;
  /** Whether a call is on its way, known at once: a second click can come before a re-render. */
  inFlight: () => boolean;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: Result | undefined;
  error: Error | null;
}

/**
 * A call the public pages make (sign-in, registration, a mailed link), with the state a form
 * shows: the signed-in area's query cache does the same for its screens, and these pages run
 * without it. The latest call's outcome is the one shown.
 */
export function useRequest<Variables, Result>(
  /** The call itself, one function for the screen's life (a module's, not made while rendering). */
  send: (variables: Variables) => Promise<Result>,
): Request<Variables, Result> {
  const [state, setState] = useState<RequestState<Result>>(IDLE);
  const latest = useRef(0);
  const running = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback<Request<Variables, Result>['mutate']>(
    (variables, handlers) => {
      const call = ++latest.current;
      const current = () => mounted.current && call === latest.current;
      running.current++;
      setState({ status: 'pending', data: undefined, error: null });
      send(variables).then(
        (result) => {
          running.current--;
          if (!current()) return;
          setState({ status: 'success', data: result, error: null });
          handlers?.onSuccess?.(result);
        },
        (failure: unknown) => {
          running.current--;
          if (!current()) return;
          const error = failure instanceof Error ? failure : new Error(String(failure));
          setState({ status: 'error', data: undefined, error });
          handlers?.onError?.(error);
        },
      );
    },
    [send],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);

  const inFlight = useCallback(() => running.current > 0, []);

  return {
    mutate,
    reset,
    inFlight,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.data,
    error: state.error,
  };
}
