import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { search, type SearchEntry, type SearchIndex } from './search-index.js';
import './search.css';

/** Whether a key press lands in a place that types text (where `/` is a character). */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * One search box for sites, routers, links and carriers. `/` focuses it from anywhere on the
 * page; the arrow keys move through the results, Enter picks one, Esc clears the box (and a
 * second Esc leaves it).
 */
export function SearchBox({
  index,
  onPick,
}: {
  index: SearchIndex;
  onPick: (entry: SearchEntry) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const results = useMemo(() => search(index, query), [index, query]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typesText(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const pick = (entry: SearchEntry | undefined) => {
    if (entry === undefined) return;
    onPick(entry);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => Math.min(i + 1, Math.max(results.length - 1, 0)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        event.preventDefault();
        pick(results[active]);
        break;
      case 'Escape':
        // Esc clears the box; on an empty box it leaves it. Either way it is the box's own.
        event.stopPropagation();
        if (query === '') inputRef.current?.blur();
        setQuery('');
        setActive(0);
        break;
      default:
        break;
    }
  };

  const expanded = open && results.length > 0;
  return (
    <div className="map-search" data-testid="map-search">
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Search sites, routers, links and carriers (press /)"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        placeholder="Search (/)"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Search results" hidden={!expanded}>
        {results.map((entry, i) => (
          <li
            key={`${entry.kind}:${entry.id}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            data-kind={entry.kind}
            // Picked on press, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(entry);
            }}
          >
            <span className="map-search-label">{entry.label}</span>
            <span className="map-search-detail">{entry.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
