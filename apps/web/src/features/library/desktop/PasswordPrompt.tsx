/** The password of a protected model (role MMFWMX21), asked on the detail page, full-window page and embed. */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/client';
import { useUnlock } from '../hooks';
import styles from './prompt.module.css';

export function PasswordPrompt({
  modelCode,
  title,
  onUnlocked,
}: {
  modelCode: string;
  title: string;
  onUnlocked: (token: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const unlock = useUnlock(modelCode);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('请输入访问密码');
      return;
    }
    setError(null);
    unlock.mutate(password, {
      onSuccess: (r) => onUnlocked(r.unlock),
      onError: (err) => setError(err instanceof ApiError ? err.message : '验证失败，请重试'),
    });
  };
  return (
    <div className={styles.wrap}>
      <form className={styles.box} onSubmit={submit} aria-label="输入访问密码">
        <div className={styles.lock} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
        </div>
        <h3>该模型需要密码访问</h3>
        <p>“{title}”的作者设置了访问密码，输入正确的密码后即可查看 3D 模型。</p>
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder="请输入访问密码"
          autoComplete="off"
          maxLength={64}
          aria-label="访问密码"
          aria-invalid={Boolean(error)}
        />
        {error ? (
          <div className={styles.error} role="alert">
            {error}
          </div>
        ) : null}
        <button type="submit" disabled={unlock.isPending}>
          {unlock.isPending ? '验证中…' : '查看模型'}
        </button>
      </form>
    </div>
  );
}
