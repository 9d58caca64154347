/** The scratch 备注 node's designer side (test/scratch-types/nodes/note-node.ts): the text to note. */
import { Input } from 'antd';
import { useFlowSession } from '../../../../ui/flow-designer/use-flow-designer';
import type { NodePanelProps, NodeUi } from '../../../../ui/flow-designer/nodes/node-ui';
import type { NoteNode } from '../note-node';

function NotePanel({ node }: NodePanelProps<NoteNode>) {
  const session = useFlowSession();
  return <Input.TextArea aria-label="备注" value={node.props.text ?? ''} onChange={(e) => session.updateNodeProps(node.id, { text: e.target.value })} />;
}

export const noteUi: NodeUi<NoteNode> = { type: 'note', Panel: NotePanel, colour: '#7a8599', missing: '请填写备注' };
