// Every route of spec 2, shared by the browser specs that visit them all (shell.spec.mjs, dev-console.spec.mjs).
export const MAIN_ROUTES = [
  '/flowapplicationcenter', '/flowLaunch', '/newFlowLaunch?id=model-leave&modelName=%E8%AF%B7%E5%81%87', '/flowdynamic',
  '/flowcompetencemanagement', '/flowcompetenceIndex', '/flowCenter', '/approvedFlow', '/mySubmitFlow',
  '/approvingFlow', '/copyFlow', '/flowQuery', '/formValueManage', '/apiManage', '/flowStatis', '/travelDerivation',
  '/dataTable', '/dataTableLog', '/dataTableDetail', '/dataTableAuth', '/timing-tasks', '/timing-task-detail',
  '/role-manage', '/workflow/createTravelOfSale', '/workflow/createTravel', '/workflow/createWipeOff',
  '/workflow/createWipeOffOfSale', '/workflow/sprites/123', '/workflow/sprites', '/operationLog', '/ocr',
  '/batchApprove', '/flowManage', '/home',
];
export const BARE_ROUTES = ['/tableEditor', '/flowMyFormPreview/print?instanceId=1&printType=1', '/ctb-show-flow', '/show-flow-preview', '/print/7'];
export const DESIGNER_TABS = ['frameset', 'flowEditor', 'expansionSetting', 'printing', 'appPublish'];
export const ERROR_ROUTES = ['/err/404', '/err/403', '/err/500', '/err/502'];
