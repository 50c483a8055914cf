import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModelStage, pickModelUrl } from './ModelStage';

describe('model stage', () => {
  it('picks the lightweight model on phones when there is one', () => {
    expect(pickModelUrl('/web.glb', '/light.glb', true)).toBe('/light.glb');
    expect(pickModelUrl('/web.glb', null, true)).toBe('/web.glb');
    expect(pickModelUrl('/web.glb', '/light.glb', false)).toBe('/web.glb');
    expect(pickModelUrl(null, '/light.glb', false)).toBe('/light.glb');
  });

  it('shows the cover and a start button until asked, with the watermark on top', () => {
    render(
      <ModelStage
        title="沙发"
        web="/web.glb"
        cover="/cover.webp"
        autostart={false}
        watermark={{ show: true, text: '模型星球 · 仅供预览' }}
      />,
    );
    expect(screen.getByRole('img', { name: '沙发' }).getAttribute('src')).toBe('/cover.webp');
    expect(screen.getByRole('button', { name: /点击查看 3D 模型/ })).toBeTruthy();
    expect(screen.getAllByText('模型星球 · 仅供预览').length).toBeGreaterThan(1);
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('shows an overlay (the password prompt) instead of loading', () => {
    render(<ModelStage title="戒指" web={null} cover="/c.webp" overlay={<p>请输入访问密码</p>} />);
    expect(screen.getByText('请输入访问密码')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so when a model has no web version', () => {
    render(<ModelStage title="戒指" web={null} cover={null} />);
    expect(screen.getByRole('status').textContent).toContain('没有可供预览的 3D 文件');
  });
});
