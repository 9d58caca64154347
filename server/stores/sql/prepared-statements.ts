import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/**
 * PostgreSQL parses and plans every statement it is sent; the store sends the same few dozen texts over and over
 * (an instance by id, its tasks, the page of 待我审批 …). Each connection of the pool sends them as named prepared
 * statements instead — parsed once per connection, and planned once where the plan does not depend on the values —
 * named by the text's hash, so one text is one statement. Only reads and writes of rows are named (never
 * transaction control or DDL), and at most MAX_NAMED texts per connection (the write statements' texts vary with
 * how many rows they carry); later texts go unnamed, as before.
 */
const MAX_NAMED = 400;
const NAMED_KINDS = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
const MAX_TEXT = 8000;

const prepared = Symbol('prepared statements');

type NamingClient = PoolClient & { [prepared]?: Set<string> };

function nameStatements(client: NamingClient): PoolClient {
  if (client[prepared]) return client;
  const names = new Set<string>();
  client[prepared] = names;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown) => {
    if (typeof text !== 'string' || text.length > MAX_TEXT || !NAMED_KINDS.test(text)) return query(text, values);
    const name = `s${createHash('sha1').update(text).digest('hex')}`;
    if (!names.has(name)) {
      if (names.size >= MAX_NAMED) return query(text, values);
      names.add(name);
    }
    return query({ name, text, values: values ?? [] });
  };
  return client;
}

/** `pool` whose clients send the store's statements as named prepared statements. */
export function withPreparedStatements(pool: Pool): Pool {
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  (pool as { connect: unknown }).connect = async () => nameStatements(await connect());
  return pool;
}
