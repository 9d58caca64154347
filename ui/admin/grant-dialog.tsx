import { useState } from 'react';
import { Modal, Radio, Select, Space, Typography } from 'antd';
import type { RightKind } from '../../domain/permissions';
import type { RightsOverview } from '../../application/admin/rights-admin';
import type { GrantDraft } from '../../application/ports/permission-api';
import { failureText } from '../../application/shared/failure-text';
import { MemberSelect, RoleSelect } from '../org-picker';

type ScopeMode = 'all' | 'categories' | 'flows';

const modeOf = (draft: GrantDraft): ScopeMode => (draft.scope?.all ? 'all' : (draft.scope?.modelIds.length ?? 0) > 0 ? 'flows' : 'categories');

/**
 * 新增授权 / 修改授权: the right (only those the caller may give), its flows for 流程管理员 (全部流程, some
 * categories, some flows), and the roles and people who get it.
 */
export function GrantDialog({ overview, initial, onSave, onClose }: {
  overview: RightsOverview;
  initial: GrantDraft;
  onSave: (grant: GrantDraft) => Promise<void>;
  onClose: () => void;
}) {
  const [draft, setDraftState] = useState<GrantDraft>(initial);
  const [mode, setModeState] = useState<ScopeMode>(modeOf(initial));
  const [problem, setProblem] = useState<string | undefined>();
  // What the last 保存 was refused for no longer holds once the grant is changed (issue 43 #14).
  const setDraft = (next: GrantDraft) => { setDraftState(next); setProblem(undefined); };
  const setMode = (next: ScopeMode) => { setModeState(next); setProblem(undefined); };
  const [saving, setSaving] = useState(false);
  const scoped = overview.rights.find((r) => r.kind === draft.kind)?.scoped === true;
  const scope = draft.scope ?? { all: false, categoryIds: [], modelIds: [] };

  const save = async () => {
    const grant: GrantDraft = scoped
      ? { ...draft, scope: mode === 'all' ? { all: true, categoryIds: [], modelIds: [] } : { all: false, categoryIds: mode === 'categories' ? scope.categoryIds : [], modelIds: mode === 'flows' ? scope.modelIds : [] } }
      : { id: draft.id, kind: draft.kind, roleIds: draft.roleIds, userIds: draft.userIds };
    setSaving(true);
    try {
      await onSave(grant);
    } catch (error) {
      setProblem(failureText(error, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={draft.id ? '修改授权' : '新增授权'} open className="grant-dialog" okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <div>
          <div>权限</div>
          <Select<RightKind>
            aria-label="权限" style={{ width: '100%' }} value={draft.kind}
            options={overview.rights.filter((r) => r.mayGrant).map((r) => ({ value: r.kind, label: r.name, title: r.description }))}
            onChange={(kind) => setDraft({ ...draft, kind })}
          />
        </div>
        {scoped && (
          <div>
            <div>管理范围</div>
            <Radio.Group aria-label="管理范围" value={mode} onChange={(e) => setMode(e.target.value as ScopeMode)}>
              <Radio value="all">全部流程</Radio>
              <Radio value="categories">按分类</Radio>
              <Radio value="flows">按流程</Radio>
            </Radio.Group>
            {mode === 'categories' && (
              <Select aria-label="分类" mode="multiple" style={{ width: '100%', marginTop: 8 }} placeholder="选择分类" value={[...scope.categoryIds]}
                options={overview.categories.map((c) => ({ value: c.id, label: c.name }))} onChange={(categoryIds: string[]) => setDraft({ ...draft, scope: { ...scope, categoryIds } })} />
            )}
            {mode === 'flows' && (
              <Select aria-label="流程" mode="multiple" style={{ width: '100%', marginTop: 8 }} placeholder="选择流程" value={[...scope.modelIds]} optionFilterProp="label"
                options={overview.flows.map((f) => ({ value: f.id, label: f.name }))} onChange={(modelIds: string[]) => setDraft({ ...draft, scope: { ...scope, modelIds } })} />
            )}
          </div>
        )}
        <div>
          <div>授权角色</div>
          <RoleSelect multiple value={draft.roleIds} onChange={(roleIds) => setDraft({ ...draft, roleIds })} />
        </div>
        <div>
          <div>授权人员</div>
          <MemberSelect value={[...draft.userIds]} onChange={(userIds) => setDraft({ ...draft, userIds })} label="选择人员" />
        </div>
        {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
      </Space>
    </Modal>
  );
}
