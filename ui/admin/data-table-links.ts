/** The addresses of the data-table pages (kept apart so a page links to another without loading it). */
const withParams = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

export const dataTableDetailUrl = (id: string) => withParams('/dataTableDetail', { id });
export const tableEditorUrl = (id: string) => withParams('/tableEditor', { id });
export const dataTableLogUrl = (tableId: string) => withParams('/dataTableLog', { tableId });
export const dataTableAuthUrl = (id: string) => withParams('/dataTableAuth', { id });
