import { Alert, Button } from 'antd';
import type { DesignerState } from '../../application/designer/designer-session';
import { designerMessages } from '../../application/designer/designer-messages';
import { useDesignerSelector, useDesignerSession } from './use-designer';

const problemsOf = (s: DesignerState) => s.problems;

/** The pre-save check's problems; clicking one selects its control. */
export function ProblemsList() {
  const session = useDesignerSession();
  const problems = useDesignerSelector(problemsOf);
  if (problems.length === 0) return null;
  return (
    <Alert
      className="designer-problems"
      type="error"
      showIcon
      style={{ marginTop: 8 }}
      title={designerMessages.checkFailed(problems.length)}
      description={(
        <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="designer-problems">
          {problems.map((problem, i) => {
            const control = session.controlById(problem.controlId);
            const title = control?.config.title ?? problem.controlId;
            return (
              <li key={i}>
                <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => {
                  session.select(problem.controlId);
                  document.querySelector<HTMLElement>(`[data-canvas-id="${problem.controlId}"]`)?.scrollIntoView?.({ block: 'center' });
                }}>
                  {title}
                </Button>
                ：{problem.message}
              </li>
            );
          })}
        </ul>
      )}
      closable={{ onClose: () => session.dismissProblems() }}
    />
  );
}
