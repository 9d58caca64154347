import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
// The ES build of the locale: antd/locale/zh_CN is CommonJS and drags lib/ copies of the pickers' locales in.
import zhCN from 'antd/es/locale/zh_CN';
import { useIsPhone } from '../hooks/use-is-phone';

const DESKTOP_THEME: ThemeConfig = { token: { colorPrimary: '#1677ff' } };

/**
 * On a phone every control is a touch target of at least 44 px (Apple's and DingTalk's minimum) and no text is
 * under 14 px; antd derives its buttons, inputs, selects and pickers from these tokens.
 */
export const PHONE_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1677ff',
    controlHeight: 44,
    controlHeightSM: 44,
    controlHeightLG: 48,
    fontSize: 15,
    fontSizeSM: 14,
  },
};

/** antd puts a space between two Chinese characters of a button (查 询, 提 交, 数 量): not in this app. */
const BUTTON_CONFIG = { autoInsertSpace: false } as const;

/** antd's ConfigProvider with the Chinese locale, and the touch-sized theme below 768 px. */
export function AppTheme({ children }: { children: ReactNode }) {
  const isPhone = useIsPhone();
  return (
    <ConfigProvider locale={zhCN} theme={isPhone ? PHONE_THEME : DESKTOP_THEME} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}
