/** BPMN ids are XML names (xsd:ID): our ids are used as they are when they fit, otherwise made to fit. */
const XML_ID = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

export const isXmlId = (id: string): boolean => XML_ID.test(id);

export const toXmlId = (id: string): string => (isXmlId(id) ? id : `id_${id.replace(/[^A-Za-z0-9_.-]/g, '_')}`);
