/** The 0-based page and its size asked for (`page`, `pageSize`, default 20). */
export function pageOf(params: URLSearchParams): { page: number; pageSize: number } {
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const pageSize = Math.max(1, Number(params.get('pageSize') ?? 20) || 20);
  return { page, pageSize };
}
