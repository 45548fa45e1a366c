import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

export interface TabDefinition<T extends string> {
  value: T;
  label: string;
  panel: ReactNode;
}

interface ContactTabsProps<T extends string> {
  /** Unique on the page: tab ids are `${id}-tab-<value>`, panel ids `${id}-panel-<value>`. */
  id: string;
  label: string;
  tabs: readonly TabDefinition<T>[];
  active: T;
  /** `how`: a click (or Enter/Space) on a tab, or an arrow/Home/End key that moved to it. */
  onSelect: (value: T, how: 'click' | 'key') => void;
  /** Called when the pointer or focus first comes near the tabs (to preload panel contents). */
  onApproach?: () => void;
}

/**
 * Tabs as in the W3C APG tabs pattern, with automatic activation: one tab stop (the selected
 * tab), Left/Right arrows move to and select the previous/next tab (wrapping), Home/End the first
 * and last. Every panel is in the page (hidden unless selected) and labelled by its tab.
 * (Hand-made rather than MUI Tabs, whose scroll buttons and indicator cost about 9 KB gzip of the
 * page's first-load budget.)
 */
export function ContactTabs<T extends string>({
  id,
  label,
  tabs,
  active,
  onSelect,
  onApproach,
}: ContactTabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab, not from `active`: a router navigation commits in a transition, which
    // can hold the previous selection while a panel's code loads, and a second key press then must
    // still move on from where the focus is.
    const focused = tabs.findIndex((tab) => buttons.current.get(tab.value) === event.target);
    const index = focused >= 0 ? focused : tabs.findIndex((tab) => tab.value === active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const { value } = tabs[next];
    onSelect(value, 'key');
    buttons.current.get(value)?.focus();
  };

  return (
    <>
      <Box
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        onFocus={onApproach}
        onPointerEnter={onApproach}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))`,
          gap: 0.5,
          p: 0.5,
          mb: 3,
          borderRadius: 3,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {tabs.map((tab) => {
          const selected = tab.value === active;
          return (
            <ButtonBase
              key={tab.value}
              ref={(node: HTMLButtonElement | null) => {
                if (node) buttons.current.set(tab.value, node);
                else buttons.current.delete(tab.value);
              }}
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.value, 'click')}
              sx={{
                minHeight: 52,
                px: { xs: 1, sm: 2 },
                py: 1,
                borderRadius: 2.5,
                fontSize: { xs: '0.9375rem', sm: '1rem' },
                fontWeight: 700,
                lineHeight: 1.3,
                textAlign: 'center',
                color: selected ? 'primary.contrastText' : 'text.primary',
                bgcolor: selected ? 'primary.main' : 'transparent',
                '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
              }}
            >
              {tab.label}
            </ButtonBase>
          );
        })}
      </Box>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== active}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </>
  );
}
