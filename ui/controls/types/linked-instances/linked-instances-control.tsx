import { useEffect, useState } from 'react';
import { Button, Modal, Select, Spin, Tag } from 'antd';
import { idsOf } from '../../../../domain/controls/org/value-names';
import { allowsMany, linkableModelIds } from '../../../../domain/controls/linked-instances/linked-instances';
import { statusLabel } from '../../../../domain/print/status-label';
import { formatPrintValue } from '../../../../domain/print/print-values';
import { plainText } from '../../../../domain/print/print-value';
import { getControlType } from '../../../../domain/controls/registry';
import { LinkedInstanceLookup, type LinkedInstanceCard } from '../../../../application/linked-instances/linked-instance-lookup';
import type { Instance } from '../../../../application/ports/instance-api';
import { useOptionalService } from '../../../hooks/use-optional-service';
import type { ControlBodyProps } from '../../control-props';

type Lookup = LinkedInstanceLookup | undefined;

/** The cards of the linked ids, read once per id (through `via`, the instance holding the links). */
function useCards(lookup: Lookup, ids: readonly string[], via: string | undefined, known: ReadonlyMap<string, LinkedInstanceCard>) {
  const [cards, setCards] = useState<ReadonlyMap<string, LinkedInstanceCard | null>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    if (!lookup) return;
    let live = true;
    const missing = ids.filter((id) => !known.has(id) && !cards.has(id));
    if (missing.length === 0) return;
    void Promise.all(missing.map(async (id) => [id, (await lookup.card(id, via)) ?? null] as const)).then((found) => {
      if (live) setCards((before) => new Map([...before, ...found]));
    });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup, key, via]);
  return (id: string): LinkedInstanceCard | null | undefined => known.get(id) ?? cards.get(id);
}

/** The linked instance opened in place: its fields as the print reads them (no hidden field: the backend's). */
function LinkedInstanceDialog({ lookup, id, via, onClose }: { lookup: LinkedInstanceLookup; id: string; via?: string; onClose: () => void }) {
  const [instance, setInstance] = useState<Instance | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    lookup.open(id, via).then((found) => { if (live) setInstance(found); }, () => { if (live) setInstance(null); });
    return () => { live = false; };
  }, [lookup, id, via]);
  return (
    <Modal open title={instance ? instance.title : '关联审批单'} footer={null} onCancel={onClose} destroyOnHidden>
      {instance === undefined && <Spin />}
      {instance === null && <div>无法查看该审批单</div>}
      {instance && (
        <dl className="linked-instance-fields" data-testid="linked-instance-view">
          {instance.serialNo && <><dt>审批编号</dt><dd>{instance.serialNo}</dd></>}
          <dt>状态</dt><dd>{statusLabel(instance.status)}</dd>
          {instance.form.controls.filter((c) => getControlType(c.moduleId)?.holdsValue !== false).map((control) => (
            <div key={control.id}><dt>{control.config?.title || control.name}</dt><dd>{plainText(formatPrintValue(control, instance.values[control.id])) || '-'}</dd></div>
          ))}
        </dl>
      )}
    </Modal>
  );
}

function Card({ id, card, onOpen, onRemove }: { id: string; card: LinkedInstanceCard | null | undefined; onOpen?: () => void; onRemove?: () => void }) {
  return (
    <div className="linked-instance-card" data-testid="linked-instance-card" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '6px 10px', marginTop: 6, display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button type="link" size="small" style={{ padding: 0 }} disabled={!onOpen || card === null} onClick={onOpen}>{card ? card.title : card === null ? `审批单 ${id}` : '加载中…'}</Button>
      {card?.serialNo && <span style={{ color: '#8c8c8c' }}>审批编号：{card.serialNo}</span>}
      {card && <Tag>{statusLabel(card.status)}</Tag>}
      {onRemove && <Button type="text" size="small" aria-label="取消关联" onClick={onRemove} style={{ marginLeft: 'auto' }}>×</Button>}
    </div>
  );
}

/**
 * 关联审批单 (moduleId 30): fill mode searches the instances the applicant may see (of `props.modelIds`) and keeps
 * their ids; every mode shows the linked ones as cards (title, 审批编号, status) that open the instance in place.
 */
export function LinkedInstancesControl({ control, value, onChange, disabled, mode, context }: ControlBodyProps) {
  const lookup = useOptionalService(LinkedInstanceLookup);
  const ids = idsOf(value);
  const [options, setOptions] = useState<LinkedInstanceCard[]>([]);
  const [searching, setSearching] = useState(false);
  const [opened, setOpened] = useState<string | undefined>(undefined);
  const via = mode === 'readonly' ? context?.instanceId : undefined;
  const known = new Map(options.map((o) => [o.id, o]));
  const cardOf = useCards(lookup, ids, via, known);
  const modelIds = linkableModelIds(control);
  const search = (keyword: string) => {
    if (!lookup) return;
    setSearching(true);
    lookup.search(keyword, modelIds).then((found) => setOptions(found), () => setOptions([])).finally(() => setSearching(false));
  };
  const editable = mode === 'fill' && !disabled && !!lookup;
  return (
    <div className="linked-instances-field">
      {mode !== 'readonly' && (
        <Select
          aria-label={`${control.config?.title || control.name}：选择审批单`}
          mode={allowsMany(control) ? 'multiple' : undefined}
          style={{ width: '100%' }}
          disabled={!editable}
          showSearch={{ filterOption: false, onSearch: search }}
          placeholder="搜索标题、流程或审批编号"
          notFoundContent={searching ? <Spin size="small" /> : '没有可关联的审批单'}
          onOpenChange={(open) => { if (open && options.length === 0) search(''); }}
          value={allowsMany(control) ? ids : ids[0]}
          options={options.map((o) => ({ value: o.id, label: `${o.title}${o.serialNo ? `（${o.serialNo}）` : ''} · ${statusLabel(o.status)}` }))}
          onChange={(next: string | string[] | undefined) => onChange?.(next === undefined ? [] : Array.isArray(next) ? next : [next])}
          tagRender={() => <></>}
        />
      )}
      {mode === 'readonly' && ids.length === 0 && <span className="control-readonly">-</span>}
      {ids.map((id) => (
        <Card key={id} id={id} card={cardOf(id)} onOpen={lookup ? () => setOpened(id) : undefined}
          onRemove={editable ? () => onChange?.(ids.filter((x) => x !== id)) : undefined} />
      ))}
      {opened && lookup && <LinkedInstanceDialog lookup={lookup} id={opened} via={via} onClose={() => setOpened(undefined)} />}
    </div>
  );
}
