// @feature-public: the designer binds the 打印设置 tab's use case.
/**
 * The designer's 打印设置 tab: the flow's print template, edited in the designer's session (saved with the
 * design by its 保存) and a live preview rendered with a made-up instance of the flow.
 */
import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable, shareReplay } from 'rxjs';
import { DesignerSession } from '../designer/designer-session';
import type { Control } from '../../domain/model/control';
import { buildPrintDocument, type PrintDocument } from '../../domain/print/print-document';
import {
  isPrintable, MARGIN_RANGE, participatesInPrinting, printedControls, readPrintTemplate, withPrintTemplate,
  type PrintMargins, type PrintTemplate,
} from '../../domain/print/print-template';
import { sampleSource } from '../../domain/print/sample-source';
import type { SystemFieldKey } from '../../domain/print/system-fields';
import { printMessages } from './print-messages';

/** A control as the settings list it: printable ones, chosen or not, in the order they would print. */
export interface TemplateControl {
  readonly id: string;
  readonly title: string;
  readonly chosen: boolean;
}

export type TemplateEdit = Partial<Omit<PrintTemplate, 'margins' | 'controlIds' | 'systemFields'>>;

const PREVIEW_MOMENT = { printedBy: '张三', printedAt: '2025-03-06T02:00:00.000Z' };

function titleOf(control: Control): string {
  return control.config?.title || control.name;
}

@injectable()
export class PrintTemplateEditor {
  readonly template$: Observable<PrintTemplate>;
  /** The sheet as it would print, with a made-up instance of this flow. */
  readonly preview$: Observable<PrintDocument>;
  /** The printable controls in the order the template lists them (chosen first, then the rest in form order). */
  readonly controls$: Observable<readonly TemplateControl[]>;

  constructor(@inject(DesignerSession) private readonly session: DesignerSession) {
    const state$ = session.state$;
    this.template$ = state$.pipe(map((s) => s.settings), distinctUntilChanged(), map(readPrintTemplate), shareReplay({ bufferSize: 1, refCount: true }));
    this.preview$ = state$.pipe(
      map((s) => ({ settings: s.settings, form: s.form })),
      distinctUntilChanged((a, b) => a.settings === b.settings && a.form === b.form),
      map(({ settings, form }) => buildPrintDocument(readPrintTemplate(settings), sampleSource(form, form.name), PREVIEW_MOMENT)),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    this.controls$ = state$.pipe(
      map((s) => ({ settings: s.settings, form: s.form })),
      distinctUntilChanged((a, b) => a.settings === b.settings && a.form === b.form),
      map(({ settings, form }) => {
        const template = readPrintTemplate(settings);
        const chosen = printedControls(template, form);
        const chosenIds = new Set(chosen.map((c) => c.id));
        const rest = form.controls.filter((c) => isPrintable(c) && !chosenIds.has(c.id));
        return [
          ...chosen.map((c) => ({ id: c.id, title: titleOf(c), chosen: true })),
          ...rest.map((c) => ({ id: c.id, title: titleOf(c), chosen: false })),
        ];
      }),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  get template(): PrintTemplate {
    return readPrintTemplate(this.session.snapshot.settings);
  }

  /** Title, header, paper, orientation, watermark, page numbers, approval record, PDF, layout. */
  update(edit: TemplateEdit): void {
    const current = this.template;
    let next: PrintTemplate = { ...current, ...edit };
    // Customising starts from what the default layout prints, so nothing disappears by switching.
    if (edit.layout === 'custom' && current.layout === 'default') next = { ...next, controlIds: this.defaultIds() };
    this.write(next);
  }

  /** A margin in mm; refused (the Chinese reason returned, nothing changed) outside 0–50 or when not a number. */
  setMargin(side: keyof PrintMargins, mm: number | null): string | undefined {
    if (mm === null || !Number.isFinite(mm) || mm < MARGIN_RANGE.min || mm > MARGIN_RANGE.max) return printMessages.marginRange;
    this.write({ ...this.template, margins: { ...this.template.margins, [side]: mm } });
    return undefined;
  }

  setSystemField(key: SystemFieldKey, on: boolean, order: readonly SystemFieldKey[]): void {
    const chosen = new Set(this.template.systemFields);
    if (on) chosen.add(key);
    else chosen.delete(key);
    this.write({ ...this.template, systemFields: order.filter((k) => chosen.has(k)) });
  }

  /** Chooses or drops a control of the customised layout (switching to it first). */
  setControlChosen(id: string, on: boolean): void {
    const template = this.customised();
    const ids = template.controlIds.filter((x) => x !== id);
    this.write({ ...template, controlIds: on ? [...ids, id] : ids });
  }

  /** Moves a chosen control up (-1) or down (+1) in the customised layout. */
  moveControl(id: string, by: -1 | 1): void {
    const template = this.customised();
    const ids = [...template.controlIds];
    const from = ids.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    this.write({ ...template, controlIds: ids });
  }

  /** Back to the default layout (every control with 参与打印, in form order). */
  resetLayout(): void {
    this.write({ ...this.template, layout: 'default', controlIds: [] });
  }

  private customised(): PrintTemplate {
    const template = this.template;
    return template.layout === 'custom' ? template : { ...template, layout: 'custom', controlIds: this.defaultIds() };
  }

  private defaultIds(): string[] {
    return this.session.snapshot.form.controls.filter(participatesInPrinting).map((c) => c.id);
  }

  private write(template: PrintTemplate): void {
    this.session.replaceSettings(withPrintTemplate(this.session.snapshot.settings, template));
  }
}
