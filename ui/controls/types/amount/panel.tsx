import { Select } from 'antd';
import { CURRENCIES, CURRENCY_LABELS, currencyOf, currencySign } from '../../../../domain/controls/amount/amount-text';
import type { Control } from '../../../../domain/model/control';
import { PanelField } from '../../../designer/panels/panel-section';
import { useDesignerSession } from '../../../designer/use-designer';
import type { ControlPanel } from '../../ui-control-type';

/** 币种 of an amount (CNY shows its 大写). */
function CurrencyField({ control }: { control: Control }) {
  const session = useDesignerSession();
  return (
    <PanelField label="币种">
      <Select
        size="small"
        aria-label="币种"
        value={currencyOf(control.props)}
        options={CURRENCIES.map((currency) => ({ value: currency, label: `${CURRENCY_LABELS[currency]}（${currencySign(currency)}）` }))}
        onChange={(currency) => session.updateProps(control.id, { currency })}
      />
    </PanelField>
  );
}

export const panel: ControlPanel = { limitFields: CurrencyField };
