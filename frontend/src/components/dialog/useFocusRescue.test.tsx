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
