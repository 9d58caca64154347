/** Paging shared by the list calls. `page` is 0-based (the spec's form-value list uses page 0). */
export interface PageQuery {
  readonly page: number;
  readonly pageSize: number;
}

export interface Page<T> {
  readonly list: T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}
