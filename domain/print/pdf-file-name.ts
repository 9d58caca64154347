/** The PDF's file name: 流程名称-编号.pdf, without characters a file system refuses. */
export function pdfFileName(flowName: string, serialNumber: string): string {
  const safe = (text: string) => text.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return `${safe(flowName) || '审批单'}-${safe(serialNumber)}.pdf`;
}
