import type { ReactNode } from 'react';
import type { RightKind } from '../../domain/permissions';
import { allows, refusalText } from '../../application/shell/my-rights';
import { ErrorPage } from './error-page';
import { LoadingLines } from './loading-lines';
import { useMyRights } from './use-my-rights';

/**
 * An admin page behind its right (issue 25): someone without it gets the 403 page with the reason, not a
 * half-working page; `modelId` narrows 流程管理员 to that flow (the designer).
 */
export function RequireRight({ right, modelId, children }: { right?: RightKind; modelId?: string; children: ReactNode }) {
  const state = useMyRights();
  if (!right) return children;
  if (state.status === 'loading') return <LoadingLines />;
  return allows(state.rights, right, modelId) ? children : <ErrorPage status="403" reason={refusalText(right)} />;
}
