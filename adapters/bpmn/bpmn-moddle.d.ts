/** The part of bpmn-moddle's API this adapter uses (the package ships no declaration for its entry point). */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    $attrs: Record<string, string>;
    id?: string;
    name?: string;
    get(name: string): any;
    set(name: string, value: unknown): void;
    [property: string]: any;
  }
  export interface ParseWarning {
    message: string;
    element?: ModdleElement;
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    create(type: string, attrs?: Record<string, unknown>): ModdleElement;
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: ModdleElement; warnings: ParseWarning[] }>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
