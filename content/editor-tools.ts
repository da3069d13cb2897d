// Words of the post editor's own Editor.js tools (islands/dashboard/editor): apart from
// content/dashboard.ts so that they load with the editor, not with the dashboard.
// The colour names are in shared/blog-rules.ts, beside the palette the sanitizer allows.

export const colourToolCopy = {
  text: 'Text colour',
  background: 'Background colour',
  none: 'None',
} as const;

export const linkToolCopy = {
  title: 'Link',
  address: 'Link address',
  placeholder: 'https://… (Enter to apply, empty to remove)',
  invalidTitle: 'Invalid link',
  invalid: 'Links must start with http://, https://, ftp://, mailto: or tel:',
} as const;
