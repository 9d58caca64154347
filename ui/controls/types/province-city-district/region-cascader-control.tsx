import { useEffect, useState } from 'react';
import { Cascader } from 'antd';
import { OrganizationApi, type Region } from '../../../../application/ports/organization-api';
import type { ControlBodyProps } from '../../control-props';
import { usePort } from '../../use-port';
import { useIsPhone } from '../../../hooks/use-is-phone';
import { PhoneRegionField } from '../../phone-region-sheet';

interface RegionOption {
  value: string;
  label: string;
  code: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: RegionOption[];
}

const DEPTH: Record<string, number> = { province: 1, city: 2, district: 3 };

function toOption(region: Region, depth: number, maxDepth: number): RegionOption {
  return { value: region.name, label: region.name, code: region.code, isLeaf: !region.hasChildren || depth >= maxDepth };
}

/**
 * Province / city / district (moduleId 18) from the regions call, loaded level by level. The value is the
 * list of chosen names (readable without another call); `props.level` stops at province or city.
 */
export function RegionCascaderControl({ control, value, onChange, disabled, mode, error }: ControlBodyProps) {
  const api = usePort<OrganizationApi>(OrganizationApi);
  const isPhone = useIsPhone();
  const maxDepth = DEPTH[String(control.props?.level ?? 'district')] ?? 3;
  const [options, setOptions] = useState<RegionOption[]>([]);
  const names = Array.isArray(value) ? value.map(String) : [];
  const live = mode === 'fill' && !!api;
  // On a phone the sheet loads the levels itself.
  const cascade = live && !isPhone;
  useEffect(() => {
    if (!cascade || !api) return undefined;
    let current = true;
    api.getRegions().then((regions) => { if (current) setOptions(regions.map((r) => toOption(r, 1, maxDepth))); }, () => undefined);
    return () => { current = false; };
  }, [cascade, api, maxDepth]);
  if (mode === 'readonly') return <span className="control-readonly">{names.join(' / ') || '-'}</span>;
  if (isPhone) {
    return (
      <PhoneRegionField api={live ? api : undefined} names={names} maxDepth={maxDepth} placeholder={control.placeholder || '请选择省/市/区'}
        disabled={disabled} error={!!error} onChange={(path) => onChange?.(path)} />
    );
  }
  return (
    <Cascader<RegionOption>
      style={{ width: '100%' }}
      options={options.length > 0 ? options : names.length > 0 ? [chainOf(names)] : []}
      value={names.length > 0 ? names : undefined}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={control.placeholder || '请选择省/市/区'}
      changeOnSelect={maxDepth < 3}
      loadData={(selected) => {
        const target = selected[selected.length - 1];
        if (!api || !target) return;
        target.loading = true;
        api.getRegions(target.code).then(
          (regions) => {
            target.loading = false;
            target.children = regions.map((r) => toOption(r, selected.length + 1, maxDepth));
            setOptions((prev) => [...prev]);
          },
          () => { target.loading = false; setOptions((prev) => [...prev]); },
        );
      }}
      onChange={(path) => onChange?.(Array.isArray(path) ? path.map(String) : [])}
    />
  );
}

/** A single chain of options so a restored value shows its names before the regions arrive. */
function chainOf(names: string[]): RegionOption {
  const [head, ...rest] = names;
  return { value: head, label: head, code: head, isLeaf: rest.length === 0, children: rest.length > 0 ? [chainOf(rest)] : undefined };
}
