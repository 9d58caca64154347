/** A use case's answer: its value, or a refusal in Chinese (`missing`: the thing asked for does not exist). */
export type OrgResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string; readonly missing?: boolean };

export const done = <T>(value: T): OrgResult<T> => ({ ok: true, value });
export const refused = (message: string, missing = false): OrgResult<never> => ({ ok: false, message, ...(missing ? { missing } : {}) });
