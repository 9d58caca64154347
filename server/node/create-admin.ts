/**
 * `npm run server -- create-admin --username <u> --name <姓名>`: the first 系统管理员 of a database started with
 * `--no-seed` (or another administrator of any database). The password comes from ADMIN_PASSWORD or is asked for
 * at the terminal (not echoed); it is never logged.
 */
import { createInterface } from 'node:readline';
import { SYSTEM_ADMIN_ROLE_ID } from '../../domain/flow';
import { DemoStore } from '../core/store/demo-store';
import { emptyTables } from '../core/store/demo-tables';
import type { OpenedSqlDb } from '../stores/sql/open-sql-db';
import type { ServerSettings } from './settings';
import { accountsOn } from './sign-in';

export const CREATE_ADMIN_USAGE = '用法：npm run server -- create-admin --username <用户名> --name <姓名>（密码取自 ADMIN_PASSWORD，未设置时在终端输入）';

function optionOf(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  const value = at >= 0 ? args[at + 1] : undefined;
  return value && !value.startsWith('--') ? value.trim() : undefined;
}

/** Reads a line without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const mutable = rl as unknown as { _writeToOutput?: (s: string) => void };
    process.stdout.write(question);
    mutable._writeToOutput = () => undefined;
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** Creates the person (in 系统管理员) and the account; answers the exit code and prints what happened. */
export async function createAdmin(args: readonly string[], settings: ServerSettings, database: OpenedSqlDb, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const username = optionOf(args, '--username');
  const name = optionOf(args, '--name');
  if (!username || !name) {
    console.error(CREATE_ADMIN_USAGE);
    return 2;
  }
  const password = env['ADMIN_PASSWORD'] || await askHidden(`${name}（${username}）的密码：`);
  const accounts = accountsOn(database, settings);
  const store = await DemoStore.open(database.store, emptyTables);
  const userId = `u-admin-${username}`;
  const refusal = await accounts.createAccount(username, userId, password);
  if (refusal) {
    console.error(`无法创建管理员：${refusal}`);
    return 1;
  }
  await store.write(async (tx) => {
    let departmentId = (await tx.depts.all()).find((d) => !d.parentId)?.id;
    let department = departmentId ? (await tx.depts.get(departmentId))!.name : '公司';
    if (!departmentId) {
      departmentId = 'd-root';
      department = '公司';
      await tx.depts.put({ id: departmentId, name: department });
    }
    if (!(await tx.users.get(userId))) await tx.users.put({ id: userId, name, employeeNumber: username, departmentId, deptIds: [departmentId], department });
    const role = await tx.roles.get(SYSTEM_ADMIN_ROLE_ID);
    await tx.roles.put(role
      ? { ...role, userIds: role.userIds.includes(userId) ? role.userIds : [...role.userIds, userId] }
      : { id: SYSTEM_ADMIN_ROLE_ID, name: '系统管理员', description: '拥有全部管理权限，可查看全部审批', userIds: [userId] });
  });
  console.log(`已创建系统管理员 ${name}（用户名 ${username}）`);
  return 0;
}
