import { useContext } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { ContainerContext } from './container-context';

/** Like useService, but undefined when nothing is bound (optional parts of a component, e.g. demo-only menus). */
export function useOptionalService<T>(id: ServiceIdentifier<T>): T | undefined {
  const container = useContext(ContainerContext);
  return container?.isBound(id) ? container.get<T>(id) : undefined;
}
