import { createContext, useContext } from 'react';
import type { NodeNames } from '../../domain/flow';

const ANONYMOUS: NodeNames = {
  controlsById: new Map(), controlTitle: (id) => id, userName: (id) => id, deptName: (id) => id, roleName: (id) => id,
};

/** Names for the summaries, provided once per canvas (changes when the form or the organisation does). */
export const NamesContext = createContext<NodeNames>(ANONYMOUS);

export const useNames = (): NodeNames => useContext(NamesContext);
