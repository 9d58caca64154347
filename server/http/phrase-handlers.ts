/**
 * 常用意见 (issue 42; not in the spec, docs/API.md): each person lists, adds and removes their own saved phrases.
 * They live in one record of the generic `settings` table, by person id; the rules are the domain's.
 */
import { callerSummary, type Caller } from '../core/caller';
import { addPhrase, readPhrases, removePhrase } from '../../domain/flow/comments/common-phrases';
import type { DemoTx } from '../core/store/demo-db';
import type { DemoStore } from '../core/store/demo-store';
import { jsonBody, ok, refuse, route } from './handler-kit';

const P = '/flow/workflow/phrase/';
export const PHRASES_KEY = 'phrases';

async function allPhrases(tx: DemoTx): Promise<Record<string, unknown>> {
  const value = (await tx.settings.get(PHRASES_KEY))?.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
}

async function writePhrases(tx: DemoTx, userId: string, phrases: string[]): Promise<void> {
  await tx.settings.put({ key: PHRASES_KEY, value: { ...(await allPhrases(tx)), [userId]: phrases } });
}

export function phraseHandlers(store: DemoStore) {
  const mine = async (tx: DemoTx, caller: Caller) => {
    const me = await callerSummary(tx, caller);
    return { me, phrases: readPhrases((await allPhrases(tx))[me.id]) };
  };
  return [
    route(store, 'get', `${P}list`, ({ caller }) => store.read(async (tx) => ok((await mine(tx, caller)).phrases))),
    route(store, 'post', `${P}add`, async ({ request, caller }) => {
      const body = await jsonBody<{ text?: unknown }>(request);
      return store.write(async (tx) => {
        const { me, phrases } = await mine(tx, caller);
        const added = addPhrase(phrases, body.text);
        if (!added.ok) return refuse(400, added.message);
        await writePhrases(tx, me.id, added.phrases);
        return ok(added.phrases);
      });
    }),
    route(store, 'post', `${P}remove`, async ({ request, caller }) => {
      const body = await jsonBody<{ text?: unknown }>(request);
      return store.write(async (tx) => {
        const { me, phrases } = await mine(tx, caller);
        const left = removePhrase(phrases, body.text);
        await writePhrases(tx, me.id, left);
        return ok(left);
      });
    }),
  ];
}
