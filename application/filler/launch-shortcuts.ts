// @feature-public: the travel export and the routes name the launch shortcuts.
/**
 * The spec's launch shortcuts (/workflow/createTravel …): each opens the launch page of the flow it names.
 * The sales variants have no flow of their own in the product, so they start the same 出差 / 报销 flow.
 */
export const TRIP_MODEL = { id: 'model-trip', name: '出差' } as const;
export const EXPENSE_MODEL = { id: 'model-expense', name: '报销' } as const;

export interface LaunchShortcut {
  readonly path: string;
  readonly title: string;
  readonly model: { readonly id: string; readonly name: string };
}

export const LAUNCH_SHORTCUTS: readonly LaunchShortcut[] = [
  { path: '/workflow/createTravel', title: '出差申请', model: TRIP_MODEL },
  { path: '/workflow/createTravelOfSale', title: '销售出差申请', model: TRIP_MODEL },
  { path: '/workflow/createWipeOff', title: '报销申请', model: EXPENSE_MODEL },
  { path: '/workflow/createWipeOffOfSale', title: '销售报销申请', model: EXPENSE_MODEL },
];

/** The launch page's address for a flow: /newFlowLaunch?id=…&modelName=… */
export function launchUrl(model: { id: string; name: string }): string {
  return `/newFlowLaunch?id=${encodeURIComponent(model.id)}&modelName=${encodeURIComponent(model.name)}`;
}
