import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

interface Callbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

export interface MutationOptions<TData, TVariables> extends Callbacks<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
}

type Status = 'idle' | 'pending' | 'success' | 'error';

export interface Mutation<TData, TVariables> {
  /** Runs it; a failure lands in `error` (and the callbacks), never as an unhandled rejection. */
  mutate: (variables: TVariables, callbacks?: Callbacks<TData, TVariables>) => void;
  /** Runs it and answers its result, or throws its error. */
  mutateAsync: (variables: TVariables, callbacks?: Callbacks<TData, TVariables>) => Promise<TData>;
  reset: () => void;
  status: Status;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: TData | undefined;
  error: Error | null;
  variables: TVariables | undefined;
}

interface State<TData, TVariables> {
  status: Status;
  data: TData | undefined;
  error: Error | null;
  variables: TVariables | undefined;
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

/**
 * A write's state for a form or a button, the part of react-query's `useMutation` the pages use (pages read through
 * their loaders, so nothing is cached): `mutate`/`mutateAsync`, the status, the last data, error and variables. The
 * hook's callbacks run for every call; a call's own ones only for the latest call while the component is mounted.
 * No provider: a page that writes pays ~1 KB, not a query client.
 */
export function useMutation<TData, TVariables = void>(options: MutationOptions<TData, TVariables>): Mutation<TData, TVariables> {
  const [state, setState] = useState<State<TData, TVariables>>({ status: 'idle', data: undefined, error: null, variables: undefined });
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutateAsync = useCallback(async (variables: TVariables, callbacks?: Callbacks<TData, TVariables>): Promise<TData> => {
    const call = ++latest.current;
    const own = () => call === latest.current && mounted.current;
    const hook = optionsRef.current;
    const set = (next: State<TData, TVariables>) => {
      if (own()) setState(next);
    };
    set({ status: 'pending', data: undefined, error: null, variables });
    try {
      const data = await hook.mutationFn(variables);
      set({ status: 'success', data, error: null, variables });
      await hook.onSuccess?.(data, variables);
      await hook.onSettled?.(data, null, variables);
      if (own()) {
        await callbacks?.onSuccess?.(data, variables);
        await callbacks?.onSettled?.(data, null, variables);
      }
      return data;
    } catch (e) {
      const error = asError(e);
      set({ status: 'error', data: undefined, error, variables });
      await hook.onError?.(error, variables);
      await hook.onSettled?.(undefined, error, variables);
      if (own()) {
        await callbacks?.onError?.(error, variables);
        await callbacks?.onSettled?.(undefined, error, variables);
      }
      throw error;
    }
  }, []);

  const mutate = useCallback(
    (variables: TVariables, callbacks?: Callbacks<TData, TVariables>) => void mutateAsync(variables, callbacks).catch(() => undefined),
    [mutateAsync],
  );
  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle', data: undefined, error: null, variables: undefined });
  }, []);

  return useMemo(
    () => ({
      ...state,
      mutate,
      mutateAsync,
      reset,
      isIdle: state.status === 'idle',
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
    }),
    [state, mutate, mutateAsync, reset],
  );
}
