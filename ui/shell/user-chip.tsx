import type { CSSProperties } from 'react';

/** How the chip's holder lays it out (the menu's button, its placeholder). */
export const USER_CHIP_LAYOUT: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 8 };

/**
 * The signed-in person as the top bar shows them: an avatar with the name's last character, the name (加载中 until
 * it is known) and, in the demo, the identity tag (申请人 / 审批人). The user menu and its placeholder both draw it,
 * so the top bar keeps its width when the menu's code arrives: the 意见反馈 button does not move under the pointer.
 */
export function UserChip({ name, tag }: { name: string | undefined; tag?: string }) {
  return (
    <>
      <span aria-hidden style={{ width: 24, height: 24, lineHeight: '24px', borderRadius: '50%', background: '#87d068', color: '#fff', textAlign: 'center', fontSize: 12 }}>
        {name?.slice(-1) ?? '…'}
      </span>
      <span style={{ color: '#fff' }}>{name ?? '加载中'}</span>
      {tag && (
        <span className="user-identity-tag" style={{ color: '#0958d9', background: '#e6f4ff', border: '1px solid #91caff', borderRadius: 4, padding: '0 7px', fontSize: 12, lineHeight: '20px' }}>
          {tag}
        </span>
      )}
    </>
  );
}
