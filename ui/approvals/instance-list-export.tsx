// @feature-public: 导出 Excel of a list, shared by the lists and 流程统计's drill-down.
import { InstanceExport, type InstanceExportSource } from '../../application/export/instance-export';
import { INSTANCE_COLUMNS } from '../../domain/export/instance-export-rows';
import { useService } from '../hooks/use-service';
import { ExportXlsxButton } from '../export/export-xlsx-button';

/** 导出 Excel of an instance list as filtered (every page, not only the one shown). */
export function InstanceListExport({ title, source, disabled }: { title: string; source: InstanceExportSource; disabled?: boolean }) {
  const exporter = useService(InstanceExport);
  return (
    <ExportXlsxButton
      fileName={title}
      empty={{ key: 'empty', name: title, columns: INSTANCE_COLUMNS }}
      disabled={disabled}
      run={(sink, onProgress, signal) => exporter.run(source, sink, onProgress, signal)}
    />
  );
}
