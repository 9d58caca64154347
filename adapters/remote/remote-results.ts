import type { ApiDefinition } from '../../application/ports/api-definition-api';
import type { RemoteOption } from '../../application/ports/remote-data-api';

/**
 * The params of a call: every defined param with its value; the one `input` param gets `values.input`,
 * and params named like a key of `values` (begin, end) get that value.
 */
export function callParams(api: ApiDefinition, values: Record<string, string>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const param of api.params ?? []) {
    if (param.input && values['input'] !== undefined) params[param.name] = values['input'];
    else if (values[param.name] !== undefined) params[param.name] = values[param.name];
    else params[param.name] = param.value;
  }
  for (const key of ['begin', 'end']) if (values[key] !== undefined) params[key] = values[key];
  return params;
}

/** The result list of an answer: data.agents (agent endpoints), data.list, data as a list, or the body. */
export function resultList(body: unknown): unknown[] {
  const data = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  if (Array.isArray(data)) return data;
  if (typeof data === 'object' && data !== null) {
    for (const key of ['agents', 'list', 'data']) {
      const value = (data as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  return [];
}

/** Results → options by id and name (school_name for school lookups); the other fields are kept. */
export function toRemoteOptions(body: unknown): RemoteOption[] {
  return resultList(body)
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      ...item,
      id: (item['id'] as string | number | undefined) ?? String(item['name'] ?? item['school_name'] ?? ''),
      value: String(item['name'] ?? item['school_name'] ?? ''),
      isRemote: true as const,
    }));
}
