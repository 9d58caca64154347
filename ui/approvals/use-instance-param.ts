import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The instance opened over a list lives in the query (?instanceId=…), so it survives a reload and can be linked. */
export function useInstanceParam(): [string | undefined, (id: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get('instanceId') ?? undefined;
  const setId = useCallback((next: string | undefined) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next) copy.set('instanceId', next);
      else copy.delete('instanceId');
      return copy;
    });
  }, [setParams]);
  return [id, setId];
}
