import { youtubeVideoId } from '@bb/shared/site';

/**
 * A carousel item's video as a plain link to youtube.com (the video's watch page), or undefined
 * when the stored address is not a YouTube video's. Nothing of YouTube loads on the site: the
 * visitor follows the link if they want the video.
 */
export function youtubeLink(url: string | null | undefined): string | undefined {
  const id = url ? youtubeVideoId(url) : null;
  return id ? `https://www.youtube.com/watch?v=${id}` : undefined;
}
