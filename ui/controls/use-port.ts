import { useContext } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { ContainerContext } from '../hooks/container-context';

/**
 * A port or use case from the container, or undefined when there is none (a component test without a
 * container, or a port the profile does not bind). Controls then simply show no remote data.
 */
export function usePort<T>(id: ServiceIdentifier<T>): T | undefined {
  const container = useContext(ContainerContext);
  if (!container || !container.isBound(id)) return undefined;
  return container.get<T>(id);
}
