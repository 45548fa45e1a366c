import { describe, expect, it } from 'vitest';
import { headingNotice } from './richTextEditing';

describe('what saving does to the heading lines of a rich text', () => {
  it('says nothing while every heading stays as typed', () => {
    expect(headingNotice('Intro\n\n### A subheading\n\nText', true)).toBeNull();
    expect(headingNotice('No heading here, # not at a line start', false)).toBeNull();
  });

  it('names a heading whose level the layout sets, and what it is saved as', () => {
    expect(headingNotice('Intro\n\n# Big news', true)).toBe(
      'Line 3, “# Big news”, will be saved as “### Big news”: every subheading here has the level the layout gives it, whatever the number of #.',
    );
    expect(headingNotice('## One\n\n#### Two\n\n# Three\n\n## Four', true)).toBe(
      'Lines 1, 3, 5 and 7 (“## One”, “#### Two”, “# Three” and 1 more) will be saved as subheadings written “### ”: every subheading here has the level the layout gives it, whatever the number of #.',
    );
  });

  it('names a heading in a text that cannot have one: it becomes a paragraph', () => {
    expect(headingNotice('### Our mission', false)).toBe(
      'Line 1, “### Our mission”, will be saved as the paragraph “Our mission”: this text cannot have subheadings.',
    );
    expect(headingNotice('# A\n\n# B', false)).toBe(
      'Lines 1 and 3 (“# A”, “# B”) will be saved as paragraphs without their #: this text cannot have subheadings.',
    );
  });
});
