/**
 * Route steps in words: each step is described by the module of the node type that made it (describeStep), so
 * the CLI, the timeline and the launch page say the same thing. Entry points: `describeSteps`, `flattenSteps`.
 */
import { nodeTypeOf } from '../nodes/registry';
import type { StepNames, StepWords } from '../nodes/node-type';
import type { RouteStep } from './route-step';

export function describeSteps(steps: readonly RouteStep[], names: StepNames): StepWords[] {
  return steps.flatMap((step) => {
    const words = nodeTypeOf(step.type)?.describeStep?.(step, names, (inner) => describeSteps(inner, names));
    return words ? [words] : [];
  });
}

/** The steps one after another, a parallel group's branches in its place (the words of a timeline to come). */
export function flattenSteps<S extends RouteStep | StepWords>(steps: readonly S[]): S[] {
  return steps.flatMap((step) => {
    const branches = (step as { branches?: ReadonlyArray<readonly S[]> }).branches;
    return branches ? branches.flatMap((branch) => flattenSteps(branch)) : [step];
  });
}
