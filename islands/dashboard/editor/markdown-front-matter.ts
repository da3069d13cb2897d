/**
 * The front matter of a Markdown file (markdown-import.ts): YAML between `---` lines at the top, whose title,
 * excerpt (or description, summary), slug and tags fill the post. Whatever it cannot use is named in `notes`.
 */
import { load as loadYaml } from 'js-yaml';
import { postLimits, slugify, tagLimits } from '#shared/blog-rules.ts';
import { plural, quoted } from './import-summary.ts';

const frontMatterPattern = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const excerptKeys = ['excerpt', 'description', 'summary'];
const knownKeys = new Set(['title', 'slug', 'tags', ...excerptKeys]);

export interface FrontMatter {
  title?: string;
  excerpt?: string;
  slug?: string;
  tags: string[];
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function readFrontMatter(source: string, notes: string[]): FrontMatter {
  const matter: FrontMatter = { tags: [] };
  let data: unknown;
  try {
    data = loadYaml(source);
  } catch (error) {
    notes.push(`The front matter was left out: it is not valid YAML (${(error as Error).message.split('\n')[0]}).`);
    return matter;
  }
  if (data === null || data === undefined) return matter;
  if (typeof data !== 'object' || Array.isArray(data)) {
    notes.push('The front matter was left out: it is not a list of fields (title: …).');
    return matter;
  }
  const fields = data as Record<string, unknown>;
  matter.title = scalar(fields.title)?.slice(0, postLimits.title);
  matter.excerpt = excerptKeys.map((key) => scalar(fields[key])).find(Boolean);
  const slug = scalar(fields.slug);
  if (slug !== undefined) matter.slug = slugify(slug).slice(0, postLimits.slug).replace(/-+$/, '') || undefined;
  const rawTags = Array.isArray(fields.tags) ? fields.tags : typeof fields.tags === 'string' ? fields.tags.split(',') : [];
  const tags = [...new Set(rawTags.map(scalar).filter((tag): tag is string => tag !== undefined && /[\p{L}\p{N}]/u.test(tag)))];
  const tooLong = tags.filter((tag) => tag.length > tagLimits.name);
  if (tooLong.length > 0)
    notes.push(`${plural(tooLong.length, 'tag was', 'tags were')} left out: longer than ${tagLimits.name} characters (${tooLong.map(quoted).join(', ')}).`);
  matter.tags = tags.filter((tag) => tag.length <= tagLimits.name);
  if (matter.tags.length > tagLimits.perPost) {
    notes.push(`Only the first ${tagLimits.perPost} tags were kept: a post has at most ${tagLimits.perPost}.`);
    matter.tags = matter.tags.slice(0, tagLimits.perPost);
  }
  const unused = Object.keys(fields).filter((key) => !knownKeys.has(key));
  if (unused.length > 0)
    notes.push(`Front matter ${unused.length === 1 ? 'field' : 'fields'} not used: ${unused.join(', ')} (only title, excerpt, slug and tags fill the post).`);
  return matter;
}

/** The file's front matter and the Markdown after it (the whole file when it has none). */
export function splitFrontMatter(markdown: string, notes: string[]): { matter: FrontMatter; body: string } {
  const match = frontMatterPattern.exec(markdown);
  if (!match) return { matter: { tags: [] }, body: markdown };
  return { matter: readFrontMatter(match[1]!, notes), body: markdown.slice(match[0].length) };
}
