/**
 * 重新提交 may change only what the start node lets the applicant edit: the controls among `submitted` whose
 * value differs from the stored one while `perms` (the node's fieldPerms, `defaultPerm` for the rest) do not
 * say 可编辑. The backend refuses such a submission instead of quietly dropping the changes.
 */
export type FieldPermission = 'edit' | 'read' | 'hidden';

export function lockedFieldChanges(
  perms: Readonly<Record<string, FieldPermission>> | undefined,
  defaultPerm: FieldPermission,
  stored: Readonly<Record<string, unknown>>,
  submitted: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(submitted).filter((id) => {
    const perm = perms && Object.prototype.hasOwnProperty.call(perms, id) ? perms[id] : defaultPerm;
    return perm !== 'edit' && JSON.stringify(submitted[id] ?? null) !== JSON.stringify(stored[id] ?? null);
  });
}
