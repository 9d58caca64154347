/**
 * `npm run bench:bpmn` stays runnable inside `npm test` (the figures are the bench's, printed by the script; a
 * machine shared by many jobs makes timings no test can hold): its export of the 200-node flow is a BPMN file
 * bpmn-moddle reads back whole, and both engines run the same instances of the leave flow to the end.
 */
import { readBpmnXml } from '../../adapters/bpmn/bpmn-xml-reader';
import { engineBench, exportBench } from './bpmn.bench';

test('bench:bpmn exports a flow of 200 nodes and more as one BPMN file read back without problems', async () => {
  const { nodes, xml } = await exportBench(1);
  expect(nodes).toBeGreaterThanOrEqual(200);
  const read = await readBpmnXml(xml, 'camunda8');
  expect(read.problems).toEqual([]);
  expect(read.model?.elements.filter((element) => element.kind === 'userTask')).toHaveLength(100);
});

test('bench:bpmn runs the same instances to the end in our engine and in bpmn-engine, giving each one\'s rate', async () => {
  const { ours, theirs } = await engineBench(5);
  expect(ours).toBeGreaterThan(0);
  expect(theirs).toBeGreaterThan(0);
}, 60_000);
