import { useMemo, useState } from 'react';
import { usePackStory, useStoryCache } from './api/story';
import { savedStory, storyValuesOf, type StoryValues } from './story/story-editor';

/**
 * The editor's story part: as saved (once loaded), and the creator's edits of it; the page's one Save saves both
 * parts.
 */
export function useStoryEdits(packId: string) {
  const story = usePackStory(packId);
  const cacheStory = useStoryCache(packId);
  const saved = useMemo(() => (story.data ? storyValuesOf(story.data) : null), [story.data]);
  const [edits, setEdits] = useState<StoryValues | null>(null);
  return {
    story,
    values: edits ?? saved,
    edited: edits !== null && JSON.stringify(edits) !== JSON.stringify(saved),
    edit: setEdits,
    /** What was sent is now what the server holds: cached as the saved story, no longer an edit. */
    markSaved: (sent: StoryValues) => {
      cacheStory(savedStory(sent));
      setEdits(null);
    },
  };
}
