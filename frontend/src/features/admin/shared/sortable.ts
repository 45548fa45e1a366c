import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

// The admin panel's drag-and-drop lists (the carousels' items, the page editor's lists), with one
// set-up: drag the handle with a mouse, a finger or the keyboard (Space or Enter picks up, the arrow
// keys move 25 px per press, Space or Enter drops, Escape cancels); every row also has Move up and
// Move down buttons (WCAG 2.5.7).

/** How far one arrow key press moves a dragged item (spec 001, section 9). */
export const KEYBOARD_STEP_PX = 25;

/** Arrow keys move the item KEYBOARD_STEP_PX up or down (the lists are vertical). */
export const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP_PX };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};

export const DRAG_INSTRUCTIONS =
  'To move this item with the keyboard, press Space or Enter to pick it up, then the Up and Down arrow keys to move it, and Space or Enter to drop it in its new place. Press Escape to cancel. The Move up and Move down buttons do the same one place at a time.';

/** "position 2 of 5". */
export const position = (index: number, count: number) => `position ${index + 1} of ${count}`;

/** The sensors of a sortable list: pointer (after 5 px), touch (after 200 ms), keyboard. */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep }),
  );
}
