// Guard (issue 24): who may do what on an instance is decided once, by the action modules of
// domain/flow/runtime/actions. Screens render `viewer.actions`; the use cases and the demo backend pass it on.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

const root = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const ACTION_NAMES = 'approve|reject|return|transfer|addSigner|withdraw|comment|resubmit|urge';

/** Shapes that decide an action's availability from the raw facts (holder, tasks, applicant) or old ability flags. */
const FROM_FACTS: ReadonlyArray<[RegExp, string]> = [
  [/currentApproverIds\.(includes|some|indexOf)\(/, 'tests whether someone is a current approver'],
  [/\.tasks\b[^;\n]*(status|userId)/, 'reads the engine\'s tasks to find who holds one'],
  [/\btaskKind\b/, 'tests the kind of the viewer\'s task'],
  [/\b(canWithdraw|canUrge|rejectNeedsComment|returnTargets)\b/, 'reads an older ability flag instead of viewer.actions'],
  [/applicant(Id|\.id)\s*===/, 'tests whether the viewer is the applicant'],
];
/** A screen picking what to show by an action's name instead of what the offered action says it needs. */
const BY_NAME: [RegExp, string] = [new RegExp(`\\b(kind|action|name)\\s*===\\s*'(${ACTION_NAMES})'`), 'picks behaviour by an action\'s name'];
const DECIDING = [...FROM_FACTS, BY_NAME];
/** The backend's instance view answers with the engine's viewerActions; it tries no action itself. */
const TRYING: ReadonlyArray<[RegExp, string]> = [[/\bapplyAction\(/, 'tries an action on the engine to decide whether to offer it']];

function offences(files: readonly string[], shapes: ReadonlyArray<[RegExp, string]>, allowed: readonly string[] = []): string[] {
  return files.flatMap((file) => {
    const name = relative(root, file);
    if (allowed.includes(name)) return [];
    return readFileSync(file, 'utf8').split('\n').flatMap((line, i) =>
      shapes.filter(([shape]) => shape.test(line)).map(([, why]) => `${name}:${i + 1} ${why}: ${line.trim()}`));
  });
}

describe('an action\'s availability is decided only by its module in domain/flow/runtime/actions', () => {
  test('ui/ never decides whether an action is available (it renders viewer.actions)', () => {
    expect(offences(sourceFiles(join(root, 'ui')), DECIDING)).toEqual([]);
  });

  test('the approval use cases pass the engine\'s answer on', () => {
    // The one fallback for a server that sends no viewer at all (the spec's API): its current approvers decide.
    expect(offences(sourceFiles(join(root, 'application/approvals')), FROM_FACTS, ['application/approvals/offered-actions.ts'])).toEqual([]);
  });

  test('the demo backend\'s instance view sends the engine\'s viewerActions and tries no action itself', () => {
    const view = join(root, 'server/core/flow-instance-view.ts');
    expect(offences([view], TRYING)).toEqual([]);
    expect(readFileSync(view, 'utf8')).toMatch(/viewerActions\(/);
  });

  test('the guard catches a screen that enables 同意 from the instance\'s status and holder', () => {
    const deciding = "const canApprove = instance.status === 'pending' && instance.currentApproverIds.includes(user.id);";
    expect(DECIDING.some(([shape]) => shape.test(deciding))).toBe(true);
    expect(DECIDING.some(([shape]) => shape.test("if (action.name === 'approve') enable();"))).toBe(true);
  });
});
