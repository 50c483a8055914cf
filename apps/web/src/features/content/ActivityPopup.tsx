/**
 * The post-login activity-image popup (SPEC.md sections 4 and 5): switched on by a password or code login, shown
 * only when activity/getActivityPage answers state 1 and the user has not hidden it ("不再提示" sets the local
 * flag moxing.activityHidden, cleared at logout). Plain React, for both layouts.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { session, useSession } from '../../stores/session';
import { countClick, useActivityPopup } from './api';
import styles from './popup.module.css';

const HIDDEN_FLAG = 'moxing.activityHidden';

export function ActivityPopup() {
  const on = useSession((s) => s.activityPopup);
  const [hidden] = useState(() => localStorage.getItem(HIDDEN_FLAG) === '1');
  const [never, setNever] = useState(false);
  const popup = useActivityPopup(on && !hidden);
  const activity = popup.data?.activity;
  if (!on || hidden || popup.data?.state !== 1 || !activity?.cover) return null;
  const close = () => {
    if (never) localStorage.setItem(HIDDEN_FLAG, '1');
    session.setActivityPopup(false);
  };
  const target = activity.link || (activity.slug ? `/${activity.slug}` : '');
  const picture = <img src={activity.cover} alt={activity.title} className={styles.picture} />;
  return (
    <div className={styles.mask} role="dialog" aria-modal="true" aria-label={activity.title}>
      <div className={styles.box}>
        {target ? (
          <Link
            to={target}
            onClick={() => {
              countClick(activity.id);
              close();
            }}
          >
            {picture}
          </Link>
        ) : (
          picture
        )}
        <div className={styles.bar}>
          <label>
            <input type="checkbox" checked={never} onChange={(e) => setNever(e.target.checked)} /> 不再提示
          </label>
          <button type="button" onClick={close} className={styles.close}>
            关闭
          </button>
        </div>
      </div>
    </div>
  );
}
