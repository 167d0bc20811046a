import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { useAfterFirstPaint, usePageContentPending } from '../../../src/components/use-after-first-paint';

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

describe("a part rendered after the first paint waits for the page's first content", () => {
  function Page({ loading }: { loading: boolean }) {
    usePageContentPending(loading);
    return <main>{loading ? 'reading' : 'content'}</main>;
  }

  /** Frames run when the test says, so that the order of frames and tasks is the test's. */
  function manualFrames() {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return () => act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
  }

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('comes a frame after the content is drawn, not while the page reads it', () => {
    const frame = manualFrames();
    const { rerender } = render(
      <>
        <Probe />
        <Page loading />
      </>,
    );
    frame();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('first paint')).toBeInTheDocument();

    rerender(
      <>
        <Probe />
        <Page loading={false} />
      </>,
    );
    act(() => vi.advanceTimersByTime(0));
    // The content is rendered, and not yet drawn.
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.getByText('first paint')).toBeInTheDocument();
    frame();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('after the paint')).toBeInTheDocument();
  });

  it('comes anyway a second after the first paint when the content is still on its way', () => {
    const frame = manualFrames();
    render(
      <>
        <Probe />
        <Page loading />
      </>,
    );
    frame();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('first paint')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    frame();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('after the paint')).toBeInTheDocument();
    expect(screen.getByText('reading')).toBeInTheDocument();
  });

  it('does not wait for a page that is not reading', () => {
    const frame = manualFrames();
    render(
      <>
        <Probe />
        <Page loading={false} />
      </>,
    );
    frame();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('after the paint')).toBeInTheDocument();
  });
});
