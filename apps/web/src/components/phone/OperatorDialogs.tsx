/**
 * The dialogs of the operators' phone pages (part of the building block in OperatorQueue.tsx): a sheet for a record's
 * detail or editor, the confirmation of a decision, and the dialog that asks a decision's reason.
 */
import { Button, Dialog, Form, Popup, TextArea, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { errorText } from '../../lib/errorText';
import styles from './operatorQueue.module.css';

/** A tall bottom sheet with a title and a close button: a record's detail or its editor. */
export function DetailSheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.sheetBody}>
      <div className={styles.sheet} role="dialog" aria-label={title}>
        <div className={styles.sheetHead}>
          <h2 className={styles.sheetTitle}>{title}</h2>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </Popup>
  );
}

/** An editor in a sheet (antd-mobile Form): saves, says so, closes; a refusal is shown and the sheet stays. */
export function FormSheet<V extends object>({
  title,
  initialValues,
  onSubmit,
  done,
  onClose,
  children,
}: {
  title: string;
  initialValues: Partial<V>;
  onSubmit: (values: V) => Promise<unknown>;
  done: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const finish = async (values: V) => {
    setPending(true);
    try {
      await onSubmit(values);
      Toast.show({ icon: 'success', content: done });
      onClose();
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    } finally {
      setPending(false);
    }
  };
  return (
    <DetailSheet title={title} onClose={onClose}>
      <Form
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values: V) => void finish(values)}
        footer={
          <Button block type="submit" color="primary" loading={pending}>
            保存
          </Button>
        }
      >
        {children}
      </Form>
    </DetailSheet>
  );
}

/** Asks before a decision; says how it went in a toast, then runs `then`. */
export function confirmThen({
  content,
  confirmText,
  run,
  done,
  then,
}: {
  content: string;
  confirmText: string;
  run: () => Promise<unknown>;
  done: string;
  then?: () => void;
}) {
  void Dialog.confirm({
    'aria-label': typeof content === 'string' ? content : confirmText,
    content,
    confirmText,
    cancelText: '取消',
    onConfirm: async () => {
      try {
        await run();
        Toast.show({ icon: 'success', content: done });
        then?.();
      } catch (e) {
        Toast.show({ icon: 'fail', content: errorText(e) });
      }
    },
  });
}

export interface Prompt {
  title: string;
  label: string;
  placeholder?: string;
  intro?: string;
  okText: string;
  danger?: boolean;
  /** The shortest answer accepted (default 1). */
  minLength?: number;
  maxLength?: number;
  submit: (text: string) => Promise<unknown>;
  done: string;
  then?: () => void;
}

/**
 * The dialog that asks the text of a decision (a reason, a transfer reference, a tracking number) and sends it:
 * render the element, call `ask`. It stays open with the server's refusal in a toast.
 */
export function usePrompt(): [ReactNode, (prompt: Prompt) => void] {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const close = () => setPrompt(null);
  const send = async (p: Prompt) => {
    setPending(true);
    try {
      await p.submit(text.trim());
      Toast.show({ icon: 'success', content: p.done });
      setPrompt(null);
      p.then?.();
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    } finally {
      setPending(false);
    }
  };
  const short = text.trim().length < (prompt?.minLength ?? 1);
  const element = (
    <Dialog
      visible={prompt !== null}
      title={prompt?.title}
      onClose={close}
      content={
        prompt ? (
          <div className={styles.prompt}>
            {prompt.intro ? <p className={styles.muted}>{prompt.intro}</p> : null}
            <label htmlFor="operator-prompt" className={styles.promptLabel}>
              {prompt.label}
            </label>
            <TextArea
              id="operator-prompt"
              rows={3}
              maxLength={prompt.maxLength ?? 500}
              showCount
              value={text}
              placeholder={prompt.placeholder}
              onChange={setText}
            />
          </div>
        ) : null
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: close },
          {
            key: 'ok',
            text: prompt?.okText ?? '确定',
            bold: true,
            danger: prompt?.danger,
            disabled: pending || short,
            onClick: () => void (prompt && send(prompt)),
          },
        ],
      ]}
    />
  );
  return [
    element,
    (p) => {
      setText('');
      setPrompt(p);
    },
  ];
}
