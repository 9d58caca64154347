import { useEffect, useState } from 'react';
import { failureText } from '../../application/shared/failure-text';

export type Loaded<T> = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'ready'; readonly value: T };

/** Loads once per key; a failure is a Chinese message (never a raw network error). No key, no call. */
export function useLoad<T>(key: string, load: () => Promise<T>, fallback: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    // An address without the id says so on the page; asking the server for '' only earns a 404.
    if (!key) return undefined;
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (value) => { if (live) setState({ status: 'ready', value }); },
      (error: unknown) => { if (live) setState({ status: 'failed', message: failureText(error, fallback) }); },
    );
    return () => { live = false; };
    // Reloads only when the key (the id in the address) changes.
  }, [key]);
  return state;
}
