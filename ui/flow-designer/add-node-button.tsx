import { useState } from 'react';
import { Popover } from 'antd';
import { addableNodeTypes } from '../../domain/flow';
import type { InsertPlace } from '../../domain/flow/edit';
import { useCanvas } from './flow-actions';
import { nodeUiOf } from './nodes/registry';


/** The line between two cards with its "+": adds an approver, a cc, a condition group or a parallel group there. */
export function AddNodeButton({ place }: { place: InsertPlace }) {
  const { actions } = useCanvas();
  const [open, setOpen] = useState(false);
  if (!actions) return <div className="flow-line" />;
  const menu = (
    <div className="flow-add-menu" role="menu" aria-label="添加节点">
      {addableNodeTypes().map((type) => (
        <button key={type.type} type="button" role="menuitem" className={`flow-add-item flow-add-${type.type}`}
          onClick={() => { setOpen(false); actions.addNode(place, type.type); }}>
          <span className="flow-add-icon" style={{ background: nodeUiOf(type.type)?.colour }} aria-hidden />{type.label}
        </button>
      ))}
    </div>
  );
  return (
    <div className="flow-line">
      <Popover content={menu} trigger="click" placement="rightTop" open={open} onOpenChange={setOpen} destroyOnHidden>
        <button type="button" className="flow-add" aria-label="添加节点">+</button>
      </Popover>
    </div>
  );
}
