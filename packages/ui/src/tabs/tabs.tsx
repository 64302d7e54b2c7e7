import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import "./tabs.css";

/** One tab and its panel. */
export interface TabItem {
  /** Stable id, also what `selectedId` and `onSelect` use. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab when the parent keeps it (e.g. in the URL). */
  selectedId?: string;
  /** The tab selected first when uncontrolled. @defaultValue the first tab */
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs as the ARIA pattern has them: one tab stop for the list, arrow keys, Home and End move and select, and
 * each panel is labelled by its tab. Panels stay mounted (hidden) so they keep their state.
 * @example <Tabs label="Styleguide" tabs={[{ id: "type", label: "Typography", content: <Type /> }]} />
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelect }: TabsProps) {
  const id = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? tabs[0]?.id);
  const selected = selectedId ?? ownSelected;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (tabId: string) => {
    setOwnSelected(tabId);
    onSelect?.(tabId);
  };
  function onKeyDown(event: KeyboardEvent, index: number) {
    const move = NEXT_KEYS[event.key];
    const target = move ? tabs[move(index, tabs.length)] : undefined;
    if (!move || !target) return;
    event.preventDefault();
    select(target.id);
    buttons.current[tabs.indexOf(target)]?.focus();
  }
  return (
    <div className="tdm-tabs">
      <div className="tdm-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`${id}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="tdm-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${id}-panel-${tab.id}`}
          className="tdm-tabs__panel"
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
