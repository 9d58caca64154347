import { momentKey } from '../../domain/flow';

/**
 * A moment as the engine reads it (local `YYYY-MM-DDTHH:mm:ss`, no zone), now by default: the domain never reads
 * the clock, the use cases pass it in (the delegations in force, the route to come).
 */
export const localMoment = (at: Date = new Date()): string => momentKey(at.toISOString());
