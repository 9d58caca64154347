/**
 * Reading the optional queues of a stored state (issue 26): waits, the outbox of 触发器 requests and the
 * 子流程 requests. Absent in states stored before them, so each is optional.
 */
import { flowMessages as m } from '../flow-messages';
import type { Json } from '../model/json-reader';

/** What these readers need of the state reader (parse-instance-state.ts's StateReader). */
interface StateReader {
  string(owner: Json, key: string, path: string, optional?: boolean): void;
  object(owner: Json, key: string, path: string, optional?: boolean): Json | undefined;
  objects(owner: Json, key: string, path: string, each: (item: Json, path: string) => void): void;
  record(owner: Json, key: string, path: string, valid: (value: unknown) => boolean, message: string, optional?: boolean): void;
}

export function readOutboundQueues(r: StateReader, input: Json, p: string): void {
  const optionalList = (key: string, each: (item: Json, at: string) => void) => {
    if (input[key] !== undefined) r.objects(input, key, p, each);
  };
  optionalList('waits', (wait, at) => {
    r.string(wait, 'nodeId', at);
    r.string(wait, 'type', at);
    r.string(wait, 'until', at, true);
  });
  optionalList('outbox', (request, at) => {
    for (const key of ['nodeId', 'method', 'url']) r.string(request, key, at);
    r.record(request, 'headers', at, (x) => typeof x === 'string', m.notAString, true);
    r.object(request, 'body', at, false);
  });
  optionalList('subflows', (request, at) => {
    for (const key of ['nodeId', 'flowId', 'initiator']) r.string(request, key, at);
    r.object(request, 'values', at, false);
  });
}
