import { useRef, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './useFocusRescue';

/** A heading to rescue focus to, and a button that goes away some time after it is pressed. */
function Page({ removeAfterMs }: { removeAfterMs: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState(true);
  const rescue = useFocusRescue(() => heading.current);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        All Users
      </h2>
      <button type="button">Stays</button>
      {shown && (
        <button
          type="button"
          onClick={() => {
            rescue();
            setTimeout(() => setShown(false), removeAfterMs);
          }}
        >
          Goes
        </button>
      )}
    </>
  );
}

/** A button that is disabled while its action runs, and the thing that had focus goes away. */
function Busy() {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const rescue = useFocusRescue(() => button.current);
  return (
    <>
      <button
        ref={button}
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          rescue();
          setTimeout(() => setShown(false), 100);
          setTimeout(() => setBusy(false), 600);
        }}
      >
        Send test
      </button>
      {shown && <input aria-label="Had focus" />}
    </>
  );
}

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useFocusRescue', () => {
  it('moves focus to the target when what had it disappears, even well after the call', async () => {
    render(<Page removeAfterMs={900} />);
    const goes = screen.getByRole('button', { name: 'Goes' });
    goes.focus();
    goes.click();
    await sleep(500);
    expect(goes).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All Users' })).toHaveFocus());
  });

  it('leaves focus alone when it lands on something still on the page', async () => {
    render(<Page removeAfterMs={100} />);
    const goes = screen.getByRole('button', { name: 'Goes' });
    goes.focus();
    goes.click();
    screen.getByRole('button', { name: 'Stays' }).focus();
    await sleep(300);
    expect(screen.getByRole('button', { name: 'Stays' })).toHaveFocus();
  });

  it('waits for a target that is disabled for now (its action finishing), then moves focus to it', async () => {
    render(<Busy />);
    const field = screen.getByRole('textbox', { name: 'Had focus' });
    const button = screen.getByRole('button', { name: 'Send test' });
    button.click();
    field.focus();
    await sleep(300);
    expect(field).not.toBeInTheDocument();
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('stops watching once the person presses a key: their own move wins', async () => {
    render(<Page removeAfterMs={300} />);
    const goes = screen.getByRole('button', { name: 'Goes' });
    goes.focus();
    goes.click();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await sleep(500);
    expect(screen.queryByRole('button', { name: 'Goes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Users' })).not.toHaveFocus();
  });
});
