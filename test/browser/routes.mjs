// Every route of spec 2, shared by the browser specs that visit them all (shell.spec.mjs, dev-console.spec.mjs).
export const MAIN_ROUTES = [
  '/flowapplicationcenter', '/flowLaunch', '/newFlowLaunch?id=model-leave&modelName=%E8%AF%B7%E5%81%87', '/flowdynamic',
  '/flowcompetencemanagement', '/flowcompetenceIndex', '/approvedFlow', '/mySubmitFlow',
  '/approvingFlow', '/copyFlow', '/flowQuery', '/formValueManage', '/apiManage', '/flowStatis', '/travelDerivation',
  '/dataTable', '/dataTableLog', '/dataTableDetail', '/dataTableAuth', '/timing-tasks', '/timing-task-detail',
  '/role-manage', '/workflow/sprites/form-leave', '/workflow/sprites', '/operationLog', '/ocr',
  '/batchApprove', '/flowManage', '/home',
  // A seeded scheduled task's page (the bare /timing-task-detail above asks to pick one).
  '/timing-task-detail?id=timing-1',
  // A seeded data table's log and permissions.
  '/dataTableLog?tableId=dt-budget', '/dataTableAuth?id=dt-supplies',
];
// Spec-2 routes that only forward to another page (launch shortcuts, 流程中心): path → where the user lands.
export const REDIRECT_ROUTES = {
  '/flowCenter': '/flowapplicationcenter',
  '/workflow/createTravel': '/newFlowLaunch?id=model-trip&modelName=%E5%87%BA%E5%B7%AE',
  '/workflow/createTravelOfSale': '/newFlowLaunch?id=model-trip&modelName=%E5%87%BA%E5%B7%AE',
  '/workflow/createWipeOff': '/newFlowLaunch?id=model-expense&modelName=%E6%8A%A5%E9%94%80',
  '/workflow/createWipeOffOfSale': '/newFlowLaunch?id=model-expense&modelName=%E6%8A%A5%E9%94%80',
};
// The print routes name a seeded instance (issue 17's seed: inst-1 … inst-9): an unknown id is answered 404,
// which the browser itself logs as a console error.
export const SEEDED_INSTANCE = 'inst-1';
export const BARE_ROUTES = [
  '/tableEditor', '/tableEditor?id=dt-supplies', `/flowMyFormPreview/print?instanceId=${SEEDED_INSTANCE}&printType=1`, '/ctb-show-flow', '/show-flow-preview',
  `/print/${SEEDED_INSTANCE}`,
];
export const DESIGNER_TABS = ['frameset', 'flowEditor', 'expansionSetting', 'printing', 'appPublish'];
export const ERROR_ROUTES = ['/err/404', '/err/403', '/err/500', '/err/502'];
