import type { MessageId } from './catalogue.ts';

// FormatJS's own typing of message ids: `formatMessage({ id })` and `<FormattedMessage id>` take only ids of the
// English catalogue, so a missing or misspelt id fails the typecheck on both sides.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
