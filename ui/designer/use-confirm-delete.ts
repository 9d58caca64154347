import { useCallback } from 'react';
import { App } from 'antd';
import { useDesignerSession } from './use-designer';

/** Deletes a control, asking 删除控件确认 first when the spec asks (the control is used elsewhere). */
export function useConfirmDelete(): (id: string, remove: () => void) => void {
  const session = useDesignerSession();
  const { modal } = App.useApp();
  return useCallback((id: string, remove: () => void) => {
    const prompt = session.deletionPrompt(id);
    if (!prompt.needsConfirmation) {
      remove();
      return;
    }
    const users = prompt.referencedBy.map((ref) => session.controlById(ref)?.config.title ?? ref);
    const parts = [
      users.length > 0 ? `引用它的控件：${users.join('、')}` : '',
      prompt.usedByNodes.length > 0 ? `使用它的流程节点：${prompt.usedByNodes.join('、')}` : '',
    ].filter(Boolean);
    void modal.confirm({
      title: prompt.title,
      content: parts.length > 0 ? `${prompt.detail}（${parts.join('；')}）` : prompt.detail,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: remove,
    });
  }, [session, modal]);
}
