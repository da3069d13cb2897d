// Copy for the owners' backups page (/dashboard/backups; docs/product/admin.md#backups-and-export).

export const backupsText = {
  heading: 'Backups and export',
  intro: 'Take the whole site with you, or only its content.',
  backup: {
    heading: 'Back up the whole site',
    text: 'One file with everything the site holds: posts with their revisions, tags, images, the site’s pages with their revisions, the menus, company details, proof items, staff accounts with their passwords and second factors, leads with their notes and history, the audit log and the analytics totals. Restore it on this site or another with npm run restore, on SQLite or PostgreSQL.',
    download: 'Download a backup',
    encryption:
      'When the server has a passphrase (BACKUP_PASSPHRASE), the file is encrypted with it and cannot be opened without it. Without one, the file is not encrypted: it holds password hashes and leads, so keep it where only owners can read it.',
  },
  export: {
    heading: 'Export the content',
    text: 'Every post as a Markdown file with its details (title, dates, author, tags, cover) at the top, every page of the site (the home page, the service pages and the others) as a file with its address, title, search fields, sections and unpublished changes, and the images they show, in a zip.',
    download: 'Download the content (zip)',
  },
  schedule: {
    heading: 'Scheduled backups',
    never: 'No scheduled backup has finished yet. The server writes one at regular times when BACKUP_DIR is set (see the README).',
    last: 'Last backup',
    file: 'File',
    size: 'Size',
    failed: 'The last scheduled backup failed',
    failedAt: 'at',
    running: 'A backup is being written now.',
  },
} as const;
