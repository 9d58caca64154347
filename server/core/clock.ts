/** The backend's clock for the instants it records (an ISO instant); the engine gets its times passed in. */
export const now = (): string => new Date().toISOString();
