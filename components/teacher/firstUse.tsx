'use client';
/**
 * A teacher tool loaded on first use (docs/site.md, "Teacher pages"). The page renders, at build time, the tool's
 * first screen as a new teacher sees it (a server component passed as children: its markup is in the HTML, its code
 * is not in the page's JavaScript). The tool's code is fetched on the first pointerdown, focus or key inside that
 * screen — or at once when `loadAtOnce()` says there is something saved to show.
 *
 * Nothing the teacher does in the meantime is lost. The first screen's controls are real and not inert: what is typed
 * or chosen (text, a radio, a switch, a file set on a file box) stays in them and the tool starts from it
 * (`FrameValues`, read when it first renders); a press of a button or of a file box is held and pressed again on the
 * tool's own control once it is there, in order; focus (and the
 * caret) moves to the tool's control that matches the one that had it. Controls match by `data-control`. The tool
 * replaces the first screen in one commit, before the browser paints, and takes the same room.
 */
import { flushSync } from 'react-dom';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type SyntheticEvent } from 'react';

/** What the teacher changed in the first screen before the tool came: text and choices by control, chosen files. */
export interface FrameValues {
  values: Record<string, string>;
  files: Record<string, File>;
}

export interface FirstUseProps {
  /** Read once, when the tool first renders (null when it loaded without a first screen to read). */
  readFrame?: () => FrameValues | null;
}

function changedValues(frame: HTMLElement): FrameValues {
  const out: FrameValues = { values: {}, files: {} };
  for (const el of frame.querySelectorAll<HTMLElement>(`[data-control]`)) {
    const name = el.dataset.control!;
    if (el instanceof HTMLInputElement && el.type === 'file') {
      if (el.files?.[0]) out.files[name] = el.files[0];
    } else if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
      if (el.checked !== el.defaultChecked) out.values[name] = el.checked ? 'on' : 'off';
    } else if (el instanceof HTMLSelectElement) {
      // The option shown at first: the one marked selected in the HTML, else the first.
      const first = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
      if (el.selectedOptions[0] !== first) out.values[name] = el.value;
    } else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      if (el.value !== el.defaultValue) out.values[name] = el.value;
    }
  }
  return out;
}

const hasChanges = (v: FrameValues) => Object.keys(v.values).length > 0 || Object.keys(v.files).length > 0;

/**
 * A press on this control does something only the tool can do: held and pressed again there. A file box too: its
 * chooser opens from the tool's own box, so the file chosen is never left in a first screen that has gone. (A radio
 * or a switch is not held: it takes its new state at once, like a text box, and the tool starts from that state.)
 */
function isPress(el: HTMLElement): boolean {
  return el instanceof HTMLButtonElement || (el instanceof HTMLInputElement && el.type === 'file');
}

/** The tool's first commit: `onShown` runs in it, before the browser paints. */
function ShownTool({ Tool, onShown, readFrame }: { Tool: ComponentType<FirstUseProps>; onShown: () => void; readFrame: () => FrameValues | null }) {
  useLayoutEffect(onShown, [onShown]);
  return <Tool readFrame={readFrame} />;
}

export function firstUseIsland(load: () => Promise<{ default: ComponentType<FirstUseProps> }>, opts: { loadAtOnce: () => boolean }) {
  return function FirstUseIsland({ children }: { children: ReactNode }) {
    const [Tool, setTool] = useState<ComponentType<FirstUseProps> | null>(null);
    // 'ready': the tool's code is here, waiting for a press in progress in the first screen to end.
    const [phase, setPhase] = useState<'frame' | 'loading' | 'ready' | 'shown'>('frame');
    const frameRef = useRef<HTMLDivElement>(null);
    const regionRef = useRef<HTMLDivElement>(null);
    const presses = useRef<string[]>([]);
    /** The first screen's focused control, its caret or selection, its text, and whether all of it was selected. */
    const focus = useRef<{ control: string; start: number | null; end: number | null; value: string; all: boolean } | null>(null);

    const start = useCallback(() => setPhase((p) => (p === 'frame' ? 'loading' : p)), []);
    // (Control names are this code's own `data-control` words: letters and dashes, safe in a selector as they are.)
    // At hydration: at once when something saved is to be shown, or when the first screen was already used before
    // this code ran (focus in it, or something typed or chosen there).
    useEffect(() => {
      const frame = frameRef.current;
      const used = !!frame && (frame.contains(document.activeElement) || hasChanges(changedValues(frame)));
      if (used || opts.loadAtOnce()) start();
    }, [start]);
    // The tool renders and commits in one task (flushSync), so what the teacher types is read from the first screen
    // in the very task that removes it: a render that yielded to the browser could read a value a key press then
    // changed. A failed fetch (offline) leaves the first screen, and the next use tries again.
    // A press in progress (a pointer down, or Space held on a button) is never cut in two: its click lands on the
    // element its pointerdown hit, so a first screen removed between them would lose it (a mouse press lasts
    // 50–150 ms, longer than the code takes to come from the cache). The tool waits for the press to end.
    const pressing = useRef<{ pointer: boolean; key: boolean }>({ pointer: false, key: false });
    const loaded = useRef<ComponentType<FirstUseProps> | null>(null);
    const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const show = useCallback(() => {
      clearTimeout(waiting.current);
      const Loaded = loaded.current;
      if (!Loaded) return;
      if (pressing.current.pointer || pressing.current.key) setPhase((p) => (p === 'loading' ? 'ready' : p));
      else flushSync(() => setTool(() => Loaded));
    }, []);
    useEffect(() => {
      if (phase !== 'loading') return;
      let live = true;
      load().then(
        (m) => {
          if (!live) return;
          loaded.current = m.default;
          show();
        },
        () => live && setPhase('frame'),
      );
      return () => {
        live = false;
      };
    }, [phase, show]);
    // The press ends with the pointer's release (its click comes in the same task for a mouse, a moment later for a
    // touch's tap) or the key's: then the tool comes, after the click has landed in the first screen.
    useEffect(() => {
      if (Tool) return;
      const later = (ms: number) => {
        clearTimeout(waiting.current);
        waiting.current = setTimeout(show, ms);
      };
      const pointerUp = (e: PointerEvent) => {
        if (!pressing.current.pointer) return;
        pressing.current.pointer = false;
        later(e.pointerType === 'mouse' ? 0 : 350);
      };
      const click = () => {
        if (!pressing.current.pointer && !pressing.current.key && loaded.current) later(0);
      };
      const keyUp = () => {
        if (!pressing.current.key) return;
        pressing.current.key = false;
        later(0);
      };
      const lost = () => {
        pressing.current = { pointer: false, key: false };
        later(0);
      };
      window.addEventListener('pointerup', pointerUp, true);
      window.addEventListener('pointercancel', lost, true);
      window.addEventListener('click', click, true);
      window.addEventListener('keyup', keyUp, true);
      window.addEventListener('blur', lost);
      return () => {
        clearTimeout(waiting.current);
        window.removeEventListener('pointerup', pointerUp, true);
        window.removeEventListener('pointercancel', lost, true);
        window.removeEventListener('click', click, true);
        window.removeEventListener('keyup', keyUp, true);
        window.removeEventListener('blur', lost);
      };
    }, [Tool, show]);

    const readFrame = useCallback(() => (frameRef.current ? changedValues(frameRef.current) : null), []);
    // The tool's first commit: note which first-screen control has focus, then drop the first screen.
    const onShown = useCallback(() => {
      const active = document.activeElement;
      const control = active instanceof HTMLElement && frameRef.current?.contains(active) ? active.closest<HTMLElement>('[data-control]') : null;
      if (control) {
        const text = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
        let start: number | null = null;
        let end: number | null = null;
        try {
          if (text) ({ selectionStart: start, selectionEnd: end } = control);
        } catch {
          // a number box has no caret to keep
        }
        const value = text ? control.value : '';
        focus.current = { control: control.dataset.control!, start, end, value, all: start === 0 && end === value.length };
      }
      setPhase('shown');
    }, []);
    // Same commit as the first screen's removal: focus goes to the tool's control that matches the one that had it.
    useLayoutEffect(() => {
      if (phase !== 'shown' || !regionRef.current) return;
      const find = (name: string) => regionRef.current!.querySelector<HTMLElement>(`[data-control="${name}"]`);
      const f = focus.current;
      focus.current = null;
      if (f) {
        const el = find(f.control);
        el?.focus();
        if (f.start != null && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
          try {
            // The same caret in the same text; where the tool shows another text (a seed it made for the empty box),
            // a selection of all the first screen's text selects all of it, so what is typed next replaces it.
            if (el.value !== f.value && f.all) el.setSelectionRange(0, el.value.length);
            else el.setSelectionRange(f.start, f.end ?? f.start);
          } catch {
            // not a text box in the tool
          }
        }
      }
    }, [phase]);
    // After the tool's own first effects (what it does on opening): the held presses, in order.
    useEffect(() => {
      if (phase !== 'shown' || !regionRef.current) return;
      const held = presses.current;
      presses.current = [];
      for (const name of held) regionRef.current.querySelector<HTMLElement>(`[data-control="${name}"]`)?.click();
    }, [phase]);

    const inFrame = (t: EventTarget) => phase !== 'shown' && t instanceof Node && !!frameRef.current?.contains(t);
    const onUse = (e: SyntheticEvent) => {
      if (inFrame(e.target)) start();
    };
    const onPointerDown = (e: SyntheticEvent) => {
      if (!inFrame(e.target)) return;
      pressing.current.pointer = true;
      start();
    };
    const onClick = (e: SyntheticEvent) => {
      if (!inFrame(e.target)) return;
      start();
      const control = (e.target as HTMLElement).closest<HTMLElement>('[data-control]');
      if (control && isPress(control)) {
        e.preventDefault();
        presses.current.push(control.dataset.control!);
      }
    };
    const onKeyDown = (e: React.KeyboardEvent) => {
      if (!inFrame(e.target)) return;
      start();
      // Space presses a button or a switch on its release.
      if (e.key === ' ') pressing.current.key = true;
      // A text box whose Enter presses a button in the tool (the seed box's "Enter makes the link").
      const enter = (e.target as HTMLElement).dataset.enter;
      if (e.key === 'Enter' && enter) {
        e.preventDefault();
        presses.current.push(enter);
      }
    };
    const onSubmit = (e: SyntheticEvent) => {
      if (inFrame(e.target)) e.preventDefault();
    };

    return (
      <div
        ref={regionRef}
        onPointerDownCapture={onPointerDown}
        onFocusCapture={onUse}
        onKeyDownCapture={onKeyDown}
        onChangeCapture={onUse}
        onClickCapture={onClick}
        onSubmitCapture={onSubmit}
      >
        {phase !== 'shown' && (
          <div ref={frameRef} data-testid="tool-frame" data-phase={phase}>
            {children}
          </div>
        )}
        {Tool && <ShownTool Tool={Tool} onShown={onShown} readFrame={readFrame} />}
      </div>
    );
  };
}
