/**
 * The exported process runs as our engine routes and runs: bpmn-engine runs the export of generated flows with
 * generated submissions, conditions evaluated as the target does (FEEL through feelin for camunda8, JUEL for
 * camunda7 / flowable), every task completed by the driver, every service task run as the backend's worker
 * would and every called child ended as the launch says. Compared with our engine:
 * - its run, driven alike (run-ours.ts): the user tasks reached with their assignees, the cc jobs, the http
 *   requests of 触发器 (as our outbox records them), the children of 子流程 with their values, and how many tasks
 *   each loop took before going on (或签 1, 按比例会签 ceil(ratio × n / 100), 会签 all); setFields changes what later
 *   gateways read, a rejected or withdrawn child ends both runs there, 延时 fire by the engines' timers;
 * - its route preview (tasks and copies) when every child was approved and no setFields races on parallel
 *   branches (the preview cannot know which branch goes first).
 * Parallel branches and 会签 / 或签 tasks compare as sets, 依次审批 in order. 包容分支, 办理人, 延时, timeouts, 触发器
 * and 子流程 are in the corpus.
 */
import fc from 'fast-check';
import { generatedFlow, generatedLaunch, generatedValues } from '../../support/bpmn/generated-flows';
import { compareRuns, type Launch } from '../../support/bpmn/compare-runs';

const launches = fc.array(fc.record({ values: generatedValues, initiator: generatedLaunch.map((l) => l.initiator), picks: generatedLaunch.map((l) => l.picks), subflowEnds: generatedLaunch.map((l) => l.subflowEnds) }), { minLength: 2, maxLength: 2 });

describe.each([
  // 251 flows × 2 submissions = 502 runs in all.
  ['camunda8', 125],
  ['camunda7', 63],
  ['flowable', 63],
] as const)('the %s export run in bpmn-engine', (target, flows) => {
  it(`reaches the user tasks, assignees, 或签 / 按比例会签 completions, copies, http requests and children our engine gives, setFields read by later gateways, a rejected child ending both (${flows} generated flows × 2 submissions)`, async () => {
    let started = 0;
    await fc.assert(fc.asyncProperty(generatedFlow, launches, async (flow, runs) => {
      started += (await compareRuns(flow, runs as Launch[], target)).length;
    }), { numRuns: flows });
    // Most generated submissions start (those with route errors cannot start an instance anywhere).
    expect(started).toBeGreaterThan(flows);
  }, 900_000);
});
