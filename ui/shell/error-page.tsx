import { Button } from 'antd';
import { StatusResult } from './status-result';
import { useNavigate } from 'react-router-dom';

const RESULTS = {
  '403': { title: '403', subTitle: '抱歉，您无权访问此页面。' },
  '404': { title: '404', subTitle: '抱歉，您访问的页面不存在。' },
  '500': { title: '500', subTitle: '抱歉，服务器出错了，请稍后重试。' },
  '502': { title: '502', subTitle: '抱歉，网关错误，服务暂时不可用。' },
} as const;

export type ErrorStatus = keyof typeof RESULTS;

/** `reason`: why this page is refused (你没有系统管理员权限), shown under the status's own sentence. */
export function ErrorPage({ status, reason }: { status: ErrorStatus; reason?: string }) {
  const navigate = useNavigate();
  const { title, subTitle } = RESULTS[status];
  return (
    <StatusResult
      status={status === '502' ? 'error' : status}
      title={title}
      subTitle={reason ? `${subTitle}${reason}。` : subTitle}
      extra={<Button type="primary" onClick={() => navigate('/flowapplicationcenter')}>返回审批中心</Button>}
    />
  );
}
