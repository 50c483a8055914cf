/**
 * antd-mobile 5's imperative APIs (Toast.show, ActionSheet.show, Dialog) render with the legacy ReactDOM.render,
 * which React 19 removed. This is antd-mobile's documented hook for React 19 (mobile.ant.design/guide/v5-for-19).
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    roots.get(container)?.unmount();
    roots.delete(container);
  };
});
