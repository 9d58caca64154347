import { errorCatalogueMessages } from '../../domain/messages';

/** The user-visible texts of the HTTP layer: spec 8's catalogue, kept in domain/messages.ts. */
export const ApiMessages = errorCatalogueMessages;
