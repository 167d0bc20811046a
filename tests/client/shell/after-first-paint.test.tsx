import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { useAfterFirstPaint } from '../../../src/components/use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'after the paint' : 'first paint'}</p>;
}

/** Renders again in the same task, which makes Preact run the child's pending effects early. */
function RendersTwice() {
  const [, setRound] = useState(0);
  useLayoutEffect(() => setRound(1), []);
  return <Probe />;
}

describe('a part rendered after the first paint (the header controls)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is absent from the first render and there after the next frame', async () => {
    render(<Probe />);
    expect(screen.getByText('first paint')).toBeInTheDocument();
    expect(await screen.findByText('after the paint')).toBeInTheDocument();
  });

  it('stays out of the task of the first render when the page renders again in it', async () => {
    render(<RendersTwice />);
    expect(screen.getByText('first paint')).toBeInTheDocument();
    expect(await screen.findByText('after the paint')).toBeInTheDocument();
  });

  it('comes after 100 ms in a tab that draws no frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(<Probe />);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByText('first paint')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByText('after the paint')).toBeInTheDocument();
  });
});
