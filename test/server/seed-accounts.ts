import { createSeedTables } from '../../adapters/demo/seed/seed-state';
import { DEFAULT_PASSWORD } from '../../server/core/accounts/accounts';

const numbers = new Map(createSeedTables().users.map((user) => [user.id, user.employeeNumber]));

/** The username of a seeded person (their employee number): the real server signs people in by it. */
export function usernameOf(userId: string): string {
  const number = numbers.get(userId);
  if (!number) throw new Error(`种子数据中没有 ${userId}`);
  return number;
}

/** Signs a new client in on a real server as a seeded person (the demo password); answers its Cookie header. */
export async function loginCookie(url: string, userId: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: usernameOf(userId), password: DEFAULT_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`无法以 ${userId} 登录：${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}
