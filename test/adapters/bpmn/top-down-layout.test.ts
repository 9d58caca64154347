/**
 * The exported diagram's labels: a split's name and its branches' names each get a place of their own, so
 * bpmn-js (and Camunda Modeler) do not stack them all below the split.
 */
import { topDownLayout, type Bounds } from '../../../adapters/bpmn/top-down-layout';
import { flowToBpmn } from '../../../domain/flow/bpmn';
import { seededCorpus } from '../../support/bpmn/bpmn-corpus';

const overlap = (a: Bounds, b: Bounds) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('labels of splits and branches in the top-down layout', () => {
  it.each(seededCorpus().map((entry) => [entry.name, entry] as const))('%s: every named split and branch has a label overlapping no other label and no shape', (_, { flow, form }) => {
    const model = flowToBpmn(flow, form, 'camunda8');
    const layout = topDownLayout(model);
    const named = [
      ...model.elements.filter((element) => element.name && layout.labels.has(element.id)).map((element) => element.id),
      ...model.flows.filter((link) => link.name).map((link) => link.id),
    ];
    expect(model.flows.filter((link) => link.name).every((link) => layout.labels.has(link.id))).toBe(true);
    const labels = [...layout.labels.entries()];
    for (const [id, bounds] of labels) {
      for (const [other, box] of labels) if (other !== id) expect([id, other, overlap(bounds, box)]).toEqual([id, other, false]);
      for (const [shape, box] of layout.shapes) expect([id, shape, overlap(bounds, box)]).toEqual([id, shape, false]);
    }
    expect(named.length).toBe(labels.length);
  });
});
