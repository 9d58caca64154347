/** Trading categories: code → label (spec 3). */
export const TRADING_CATEGORIES = {
  deposit: '充值',
  award: '奖励',
  depositRetained: '充值押金',
  sharing: '分成',
  withdraw: '提现',
  withdrawByUser: '用户提现',
  refund: '退款',
  buyHfsMember: '购买会员',
  prepay: '定向会员券',
  commonQuan: '通用会员券',
  other: '其他',
} as const;

export type TradingCategory = keyof typeof TRADING_CATEGORIES;

/** The label of a category code; unknown codes are shown as they are. */
export function tradingCategoryLabel(code: string): string {
  return Object.prototype.hasOwnProperty.call(TRADING_CATEGORIES, code)
    ? TRADING_CATEGORIES[code as TradingCategory]
    : code;
}
