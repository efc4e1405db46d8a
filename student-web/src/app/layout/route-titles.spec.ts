import { titleKeyFor } from './route-titles';

describe('titleKeyFor', () => {
  it('names each section and falls back to Dashboard', () => {
    expect(titleKeyFor('/activate')).toBe('titles.activate');
    expect(titleKeyFor('/education/video/forex')).toBe('titles.videoLessons');
    expect(titleKeyFor('/settings/')).toBe('titles.settings');
    expect(titleKeyFor('/somewhere')).toBe('titles.dashboard');
  });
});
