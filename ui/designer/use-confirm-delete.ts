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
    void modal.confirm({
      title: prompt.title,
      content: users.length > 0 ? `${prompt.detail}（引用它的控件：${users.join('、')}）` : prompt.detail,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: remove,
    });
  }, [session, modal]);
}
