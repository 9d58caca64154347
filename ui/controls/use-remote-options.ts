import { useEffect, useMemo, useState } from 'react';
import { of } from 'rxjs';
import type { ControlOption } from '../../domain/model/control';
import { RemoteDataApi } from '../../application/ports/remote-data-api';
import { RemoteSearch, type RemoteSearchState } from '../../application/filler/remote-search';
import { useObservableValue } from '../hooks/use-observable-value';
import { usePort } from './use-port';

const IDLE: RemoteSearchState = { loading: false, options: [], query: '' };
const EMPTY$ = of(IDLE);

/** Remote options of a control with props.remote and props.api: searched as the user types. */
export function useRemoteSearch(apiId: string | undefined, enabled: boolean) {
  const api = usePort<RemoteDataApi>(RemoteDataApi);
  const search = useMemo(() => (api && apiId && enabled ? new RemoteSearch(api, apiId) : undefined), [api, apiId, enabled]);
  useEffect(() => {
    if (!search) return undefined;
    search.search('');
    return () => search.dispose();
  }, [search]);
  const state = useObservableValue(search ? search.state$ : EMPTY$, IDLE);
  return { state, search: (text: string) => search?.search(text) };
}

/** Custom data (props.custom + props.formValue): the items of a form-value list become options. */
export function useFormValueOptions(formValueId: string | undefined, enabled: boolean): ControlOption[] | undefined {
  const api = usePort<RemoteDataApi>(RemoteDataApi);
  const [options, setOptions] = useState<ControlOption[] | undefined>(undefined);
  useEffect(() => {
    if (!api || !formValueId || !enabled) return undefined;
    let live = true;
    api.listFormValueItems(formValueId).then(
      (items) => { if (live) setOptions(items.map((item) => ({ id: item.value, value: item.value }))); },
      () => { if (live) setOptions([]); },
    );
    return () => { live = false; };
  }, [api, formValueId, enabled]);
  return options;
}
