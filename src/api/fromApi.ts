import { fromPromise } from 'xstate';

/**
 * Every API call has the shape `(input, signal)`, so one helper turns any of them into the
 * promise actor a machine invokes: `loadPage: fromApi(api.listStaff)`. Leaving the invoking state
 * aborts the signal, which cancels the request.
 */
export type ApiCall<I, O> = (input: I, signal?: AbortSignal) => Promise<O>;

export const fromApi = <I, O>(call: ApiCall<I, O>) => fromPromise<O, I>(({ input, signal }) => call(input, signal));
