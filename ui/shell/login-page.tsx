import { Button, Card } from 'antd';
import { StatusResult } from './status-result';
import { useNavigate } from 'react-router-dom';

/** /login: where an expired session lands (spec 6/8). */
export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 420 }}>
        <StatusResult
          status="info"
          title="登录已过期"
          subTitle="请重新登录后继续操作，您填写的内容已自动保存为草稿。"
          extra={<Button type="primary" onClick={() => navigate('/flowapplicationcenter')}>重新登录</Button>}
        />
      </Card>
    </div>
  );
}
