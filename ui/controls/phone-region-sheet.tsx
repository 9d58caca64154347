import { useEffect, useState } from 'react';
import { Alert, Drawer, Spin } from 'antd';
import type { OrganizationApi, Region } from '../../application/ports/organization-api';
import './phone-controls.css';
import { ChevronIcon } from '../icons/glyph-icons';

interface PhoneRegionFieldProps {
  api?: OrganizationApi;
  /** The chosen names, province first. */
  names: readonly string[];
  /** 1 province, 2 city, 3 district. */
  maxDepth: number;
  placeholder: string;
  disabled?: boolean;
  error?: boolean;
  onChange(names: string[]): void;
}

/** One level of the drill-down: its regions once loaded, and the one chosen in it. */
interface Level { regions?: Region[]; failed?: boolean; chosen?: Region }

/**
 * The province / city / district picker on a phone, as shopping apps ask for an address: a sheet from the bottom
 * lists the provinces as rows; a tap opens that province's cities, then districts; the last level closes the
 * sheet with the chosen names. The tabs above the list go back to a level. antd's cascader opens its three
 * columns side by side, wider than the screen.
 */
export function PhoneRegionField({ api, names, maxDepth, placeholder, disabled, error, onChange }: PhoneRegionFieldProps) {
  const [open, setOpen] = useState(false);
  const [levels, setLevels] = useState<Level[]>([]);
  const load = (depth: number, parent?: Region) => {
    setLevels((prev) => [...prev.slice(0, depth), {}]);
    api?.getRegions(parent?.code).then(
      (regions) => setLevels((prev) => (prev.length === depth + 1 ? [...prev.slice(0, depth), { regions }] : prev)),
      () => setLevels((prev) => (prev.length === depth + 1 ? [...prev.slice(0, depth), { failed: true }] : prev)),
    );
  };
  useEffect(() => { if (open) load(0); }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const choose = (depth: number, region: Region) => {
    const path = [...levels.slice(0, depth).map((l) => l.chosen!), region];
    if (!region.hasChildren || depth + 1 >= maxDepth) {
      onChange(path.map((r) => r.name));
      setOpen(false);
      return;
    }
    setLevels((prev) => [...prev.slice(0, depth), { ...prev[depth], chosen: region }]);
    load(depth + 1, region);
  };
  const back = (depth: number) => setLevels((prev) => [...prev.slice(0, depth), { ...prev[depth], chosen: undefined }]);
  const current = levels.length - 1;
  const level = levels[current];
  return (
    <>
      <button type="button" className={`phone-date-trigger${error ? ' phone-date-trigger-error' : ''}`} disabled={disabled || !api}
        aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className={names.length > 0 ? 'phone-date-text' : 'phone-date-placeholder'}>{names.length > 0 ? names.join(' / ') : placeholder}</span>
        <span className="phone-region-chevron" aria-hidden="true"><ChevronIcon direction="right" /></span>
      </button>
      <Drawer rootClassName="phone-region-sheet" placement="bottom" size="auto" open={open} title="选择地区" onClose={() => setOpen(false)} destroyOnHidden
        styles={{ body: { padding: 0 } }}>
        <div className="phone-region-tabs" role="tablist">
          {levels.map((l, depth) => (
            <button key={depth} type="button" role="tab" aria-selected={depth === current}
              className={depth === current ? 'phone-region-tab phone-region-tab-current' : 'phone-region-tab'}
              onClick={() => { if (depth < current) back(depth); }}>
              {l.chosen?.name ?? '请选择'}
            </button>
          ))}
        </div>
        <div className="phone-region-list" role="listbox" aria-label="地区">
          {level?.failed && <Alert type="error" showIcon title="地区加载失败，请稍后重试" style={{ margin: 12 }} />}
          {level && !level.regions && !level.failed && <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}
          {level?.regions?.map((region) => (
            <div key={region.code} role="option" tabIndex={0} aria-selected={names[current] === region.name}
              className={names[current] === region.name ? 'phone-region-item phone-region-item-chosen' : 'phone-region-item'}
              onClick={() => choose(current, region)}
              onKeyDown={(event) => { if (event.key === 'Enter') choose(current, region); }}>
              {region.name}
            </div>
          ))}
        </div>
      </Drawer>
    </>
  );
}
