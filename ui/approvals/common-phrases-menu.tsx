import { useEffect, useState } from 'react';
import { Button, Popover, Typography } from 'antd';
import { CommonPhrases, type PhraseChange } from '../../application/approvals/common-phrases';
import { useAppMessage } from '../hooks/app-message';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';

interface CommonPhrasesMenuProps {
  /** What the comment box holds now: 将当前内容存为常用意见 saves it. */
  readonly text: string;
  /** A phrase chosen: the box takes it. */
  readonly onPick: (phrase: string) => void;
}

/** 常用意见 beside a comment box: the person's saved phrases (pick one, delete one) and saving what is typed. */
export function CommonPhrasesMenu({ text, onPick }: CommonPhrasesMenuProps) {
  const phrases = useService(CommonPhrases);
  const state = useObservableValue(phrases.state$, phrases.getSnapshot());
  const message = useAppMessage();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) void phrases.load();
  }, [open, phrases]);
  const report = (result: PhraseChange) => void (result.ok ? message.success(result.message) : message.warning(result.message));

  const content = (
    <div className="common-phrases" style={{ width: 280 }}>
      {state.phrases.length === 0
        ? <Typography.Text type="secondary">{state.loaded ? '还没有常用意见' : '加载中…'}</Typography.Text>
        : (
          <ul aria-label="常用意见列表" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 240, overflow: 'auto' }}>
            {state.phrases.map((phrase) => (
              <li key={phrase} className="common-phrase" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <Button type="text" size="small" style={{ flex: 1, justifyContent: 'flex-start', whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
                  onClick={() => { onPick(phrase); setOpen(false); }}>
                  {phrase}
                </Button>
                <Button type="link" size="small" danger aria-label={`删除常用意见 ${phrase}`} disabled={state.busy} onClick={() => void phrases.remove(phrase).then(report)}>删除</Button>
              </li>
            ))}
          </ul>
        )}
      <Button block size="small" style={{ marginTop: 8 }} disabled={text.trim() === '' || state.busy} onClick={() => void phrases.add(text).then(report)}>
        将当前内容存为常用意见
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} title="常用意见" placement="topLeft">
      <Button size="small" className="common-phrases-button">常用意见</Button>
    </Popover>
  );
}
