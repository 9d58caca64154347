/**
 * The user-visible texts of the HTTP layer, exactly as spec 8 writes them (Chinese). Where the spec only
 * paraphrases in English, the natural Chinese text is chosen here, once.
 */
export const ApiMessages = {
  /** Generic handler fallback (spec 8). */
  requestFailed: '请求失败',
  /** 500 with a null-user TypeError (spec: 'login expired, please log in again'). */
  loginExpired: '登录已过期，请重新登录',
  /** Other 500 (spec: 'request failed, please check network or system administrator'). */
  serverError: '请求失败，请检查网络或联系系统管理员',
  missingHost: (segment: string): string => `${segment} 对应的转发 HOST 未设置`,
  fileInfoFailed: '获取附件信息失败',
  uploadImageFailed: '上传图片失败',
  setReminderFailed: '设置提醒失败',
  fetchDataFailed: '获取数据失败',
  /** Upload errors (spec 8 "Upload errors"). */
  uploadTimeout: '上传图片超时',
  uploadServerStatus: (status: number): string => `上传失败，服务器状态码 ${status}`,
  uploadBadResult: '上传失败，返回结果格式不正确',
} as const;
