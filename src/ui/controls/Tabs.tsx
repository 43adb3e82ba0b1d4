/**
 * Tabs with the ARIA tabs pattern: arrow keys (mirrored right to left), Home and End move between
 * tabs and select them.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { textDirection } from '../../i18n/direction.ts';
import { useElementEnv } from '../ElementEnv.ts';

export interface TabsProps<T extends string> {
  readonly label: string;
  readonly tabs: readonly { readonly value: T; readonly label: string }[];
  readonly selected: T;
  readonly onSelect: (value: T) => void;
  readonly children: ReactNode;
}

export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const id = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  // Right to left, the next tab is on the left.
  const [forward, backward] = textDirection(useElementEnv().language) === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const next =
      event.key === forward
        ? (index + 1) % tabs.length
        : event.key === backward
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.value);
    refs.current.get(tab.value)?.focus();
  };
  return (
    <>
      <div part="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.value}`}
            part={tab.value === selected ? 'tab tab-selected' : 'tab'}
            aria-selected={tab.value === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.value === selected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div part="tab-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        {children}
      </div>
    </>
  );
}
