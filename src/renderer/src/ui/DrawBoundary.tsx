import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * Keeps a part that fails to draw from blanking the whole window. React unmounts everything above the nearest
 * boundary on an error, and without one the window went blank: a dialog's own file that cannot be loaded any more
 * (the app was rebuilt or updated under an open window: its old file name no longer exists), or a fault in drawing
 * it. The part's place says so in a sentence with a way to reload; the rest of the screen stays as it was (ticks
 * included). `key` it by what it shows to try again on the next one (App keys the screen's by the screen).
 */
export class DrawBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // For whoever reads the window's console; the seller reads the sentence.
    console.error('A part of the window could not be drawn', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <DrawFailed /> : this.props.children;
  }
}

/**
 * What a part that cannot be drawn shows in its place (a screen whose file cannot be loaded too): a sentence and a
 * way to reload, never the browser's own words ("Failed to fetch dynamically imported module: …", English in Hindi).
 */
export function DrawFailed() {
  return (
    <div className="error" role="alert">
      <p>
        <FormattedMessage id="ui.draw.failed" />
      </p>
      <button type="button" className="secondary" onClick={() => window.location.reload()}>
        <FormattedMessage id="ui.draw.reload" />
      </button>
    </div>
  );
}
