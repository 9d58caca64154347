import { useContext } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { ContainerContext } from './container-context';

/** Resolves a use case (or a port the UI may read, such as ApiErrors) from the container. */
export function useService<T>(id: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService called outside <ContainerProvider>');
  return container.get<T>(id);
}
