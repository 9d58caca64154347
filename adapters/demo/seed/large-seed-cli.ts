/**
 * `npm run -s demo:seed -- 10000 > demo-10000.json` (-s: no npm banner in the file): a backup file of the seed plus generated instances, to load
 * with 导入演示数据 in the user menu (or `npm run demo-server -- --data demo-10000.json`).
 */
import { toBackup } from '../../../server/core/store/demo-backup';
import { createLargeSeed, MAX_GENERATED_INSTANCES } from './large-seed';

const count = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_INSTANCES) {
  process.stderr.write(`申请数量应为 1 到 ${MAX_GENERATED_INSTANCES} 的整数\n`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(toBackup(createLargeSeed(count)))}\n`);
