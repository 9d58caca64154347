/** A remote API definition (spec 3), used by remote dropdowns, remote inputs and the days input. */
export interface RemoteApiParam {
  name: string;
  value: unknown;
  /** The one param that receives the searched text. */
  input?: boolean;
  [unknownField: string]: unknown;
}

export interface RemoteApiDefinition {
  id: number | string;
  name: string;
  url: string;
  request_method: string;
  request_content_type?: string;
  params: RemoteApiParam[];
  /** 'Active' for usable definitions (the remote dropdown lists only those). */
  status?: string;
  [unknownField: string]: unknown;
}

/** A remote option carries extra fields besides the option fields (spec 3 "Option"). */
export interface RemoteOptionExtra {
  departments?: unknown;
  date?: unknown;
  target?: unknown;
  name?: string;
  work_detail?: unknown;
  create_time?: unknown;
  form_data?: unknown;
}
