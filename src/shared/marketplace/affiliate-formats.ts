import {
  deltaVersionFromObject,
  directoryFromObject,
  feedPageFromObject,
  parseJsonText,
} from './affiliate-parse.ts';
import type { DeltaVersion, Directory, FeedFormat, FeedPage } from './affiliate-types.ts';
import { deltaVersionFromXml, directoryFromXml, feedPageFromXml } from './affiliate-xml.ts';

/** One entry point per resource, whichever format the body is in. */

export function parseDirectory(text: string, format: FeedFormat): Directory {
  return format === 'xml'
    ? directoryFromXml(text)
    : directoryFromObject(parseJsonText(text, 'a category directory'));
}

export function parseFeedPage(text: string, format: FeedFormat): FeedPage {
  return format === 'xml'
    ? feedPageFromXml(text)
    : feedPageFromObject(parseJsonText(text, 'a feed page'), text);
}

export function parseDeltaVersion(text: string, format: FeedFormat): DeltaVersion {
  return format === 'xml'
    ? deltaVersionFromXml(text)
    : deltaVersionFromObject(parseJsonText(text, 'a category version'));
}
