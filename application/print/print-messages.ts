/** The print feature's texts (issue 19). */
export const printMessages = {
  marginRange: '页边距须为 0～50 之间的数字（毫米）',
  notFound: '该审批单不存在或已被删除',
  forbidden: '您没有查看该审批单的权限',
  loadFailed: '打印内容加载失败，请稍后重试',
  pdfFailed: 'PDF 生成失败，请重试或使用浏览器打印',
  imageFailed: '图片加载失败，以文件名代替',
} as const;
