/** Height of the fixed navigation bar; pages reserve it and scrolling keeps focus below it. */
export const NAV_HEIGHT = 72;
