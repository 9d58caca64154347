import { createContext, type ReactNode } from 'react';
import type { Container } from 'inversify';

/** The inversify container built by composition-root.ts, handed down to every component. */
export const ContainerContext = createContext<Container | undefined>(undefined);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}
