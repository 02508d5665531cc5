import { armShutdownDeadline } from './shutdown-deadline';

describe('the deadline of a stopping process', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('given a step that never ends, when the deadline passes, then the overrun names the step reached', () => {
    const overrun = jest.fn();
    const deadline = armShutdownDeadline(1_000, overrun);
    deadline.at('closing the engine threads');
    jest.advanceTimersByTime(999);
    expect(overrun).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(overrun).toHaveBeenCalledWith('closing the engine threads');
  });

  test('given a shutdown that finishes in time, when it cancels the deadline, then nothing is called', () => {
    const overrun = jest.fn();
    armShutdownDeadline(1_000, overrun).cancel();
    jest.advanceTimersByTime(5_000);
    expect(overrun).not.toHaveBeenCalled();
  });
});
