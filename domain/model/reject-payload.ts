/** Payload of the reject dialog for recognition (OCR) problems, spec 3 "Values" and 5 "Reject dialog". */
export interface RejectErrorType {
  code: number;
  text: string;
}

export interface RejectPayload {
  message: string;
  images: string[];
  errorType: RejectErrorType;
  [unknownField: string]: unknown;
}

/** Maximum length of the reject reason (spec 9). */
export const REJECT_TEXT_LIMIT = 800;
