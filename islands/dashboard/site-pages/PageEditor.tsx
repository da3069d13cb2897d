/**
 * The page editor (docs/product/pages.md#the-page-editor, decision 085) at /dashboard/pages/{id}: the page's
 * fields, its sections drawn from their specs, and a live preview. It is the post editor's machinery
 * (editor-core: useDocument, useDocumentSave with the pages store, the autosave, the leave guard, the conflict
 * dialog with Keep mine) over a page: a draft saves itself, a live page's change waits as its pending change
 * until Update.
 */
import { useCallback, useEffect, useState } from 'react';
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';
import { writingRoomCopy } from '#content/post-editor.ts';
import { dashboardSitePagesPath } from '#shared/dashboard-paths.ts';
import { sectionKinds } from '#shared/page-sections/index.ts';
import { toZonedInput } from '#shared/zoned-time.ts';
import { useDocument } from '../editor-core/use-document.ts';
import { useDocumentSave } from '../editor-core/use-document-save.ts';
import { ConflictDialog } from '../editor/ConflictDialog.tsx';
import { fieldIdOf, fieldPaths, type Item } from './field-values.ts';
import { PageBar } from './PageBar.tsx';
import { PageFieldsForm, pageFieldNames } from './PageFieldsForm.tsx';
import { PageShareDialog } from './PageDialogs.tsx';
import { PageRevisionsDialog } from './PageRevisionsDialog.tsx';
import { PagePreview } from './PagePreview.tsx';
import { ProofWarnings } from './ProofWarnings.tsx';
import { pageStore } from './page-store.ts';
import { contentOf, emptyPageFields, type AdminPage, type PageFields, type PendingPage } from './page-types.ts';
import { SectionsEditor } from './SectionsEditor.tsx';
import { pageText } from './page-text.ts';
import { usePageActions } from './use-page-actions.ts';
import '#components/text-field.css';
import '../dashboard.css';
import '../staff/staff.css';
import '../editor/post-editor.css';
import './site-pages.css';

export interface PageEditorProps {
  pageId: number;
  timeZone: string;
}

/** Every field path in the order the form shows them, for the focus on the first refused field. */
const orderOf = (fields: PageFields): string[] => [
  ...pageFieldNames,
  'sections',
  ...fields.sections.flatMap((section, index) => [
    `sections.${index}`,
    ...fieldPaths(sectionKinds[section.type].fields, section as unknown as Item, `sections.${index}`),
  ]),
];

/**
 * Focuses a field by id. A rich text field's element is its frame: the focus goes to its first block, where
 * typing goes. A field in a section that was closed shows once its section opens for the error, which may be
 * drawn a frame or two later: it is tried again then.
 */
function focusFieldSoon(id: string, tries = 5): void {
  const field = document.getElementById(id);
  const target = field?.querySelector<HTMLElement>('[contenteditable=true]') ?? field;
  target?.focus();
  if (document.activeElement !== target && tries > 0) requestAnimationFrame(() => focusFieldSoon(id, tries - 1));
}

export function PageEditor({ pageId, timeZone }: PageEditorProps) {
  const [order, setOrder] = useState<string[]>([]);
  const doc = useDocument<AdminPage, PendingPage, PageFields>({
    emptyFields: emptyPageFields,
    fieldNameOf: (field) => field,
    fieldOrder: order,
    focusField: (name) => focusFieldSoon(fieldIdOf(name)),
  });
  const save = useDocumentSave({
    doc,
    store: pageStore,
    bodyOf: () => Promise.resolve({ ...contentOf(doc.latest.fields) }),
    messages: { ...writingRoomCopy, tooLarge: copy.tooLarge },
  });
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  const [dialog, setDialog] = useState<'revisions' | 'share' | 'conflict' | null>(null);
  const [previewVersion, setPreviewVersion] = useState(0);

  const startFrom = useCallback(
    (page: AdminPage, pending: PendingPage | null) => {
      doc.setSaved(page);
      doc.setPending(pending);
      const publishAt = pending?.publishAt ?? page.publishAt;
      doc.setFields({ ...contentOf(pending ?? page), publishAtLocal: publishAt ? toZonedInput(publishAt, timeZone) : '' });
      doc.setErrors({});
      setPreviewVersion((version) => version + 1);
    },
    [doc.setSaved, doc.setPending, doc.setFields, doc.setErrors, timeZone],
  );
  const actions = usePageActions({ doc, save, timeZone, startFrom });

  useEffect(() => {
    void pageStore.load(pageId).then(
      ([page, pending]) => {
        if (!page.ok) return setState(page.message);
        if (!pending.ok) return setState(pending.message);
        startFrom(page.data, pending.data.pending);
        setState('ready');
      },
      () => setState(writingRoomCopy.offline),
    );
  }, [pageId]);

  // The preview draws what is saved: after each successful save it reloads.
  useEffect(() => {
    if (save.status.kind === 'saved') setPreviewVersion((version) => version + 1);
  }, [save.status.kind]);

  useEffect(() => setOrder(orderOf(doc.fields)), [doc.fields]);

  const { saver } = save;
  const { update: updateDocument } = doc;
  const update = useCallback(
    (patch: Partial<PageFields>) => {
      updateDocument(patch);
      if (!('publishAtLocal' in patch)) saver.current?.changed();
    },
    [updateDocument, saver],
  );

  if (state !== 'ready' || !doc.saved) {
    return (
      <div className="dashboard-page page-editor">
        {state === 'loading' ? (
          <p role="status">{copy.loading}</p>
        ) : (
          <p role="alert">
            {copy.loadFailed}: {state}
          </p>
        )}
        <a href={dashboardSitePagesPath}>{copy.backToPages}</a>
      </div>
    );
  }

  const page = doc.saved;
  const isHome = page.path === '/';
  const errorList = Object.entries(doc.errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div className="dashboard-page page-editor">
      <header className="dashboard-header staff-page-header">
        <a href={dashboardSitePagesPath}>{copy.backToPages}</a>
        <h1>{copy.heading(page.title)}</h1>
      </header>
      <PageBar
        page={page}
        timeZone={timeZone}
        pending={doc.pending}
        status={save.status}
        actions={actions}
        isHome={isHome}
        publishAtLocal={doc.fields.publishAtLocal}
        onPublishAt={(value) => update({ publishAtLocal: value })}
        onRevisions={() => setDialog('revisions')}
        onShare={() => setDialog('share')}
        onCompare={() => setDialog('conflict')}
      />
      {errorList.length > 0 && (
        <div className="card page-error-summary">
          <h2>{copy.errorsHeading}</h2>
          <ul>
            {errorList.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldIdOf(field)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ProofWarnings sections={doc.fields.sections} />
      <div className="page-editor-columns">
        <div className="page-editor-form">
          <PageFieldsForm fields={doc.fields} livePath={page.status === 'published' ? page.path : null} isHome={isHome} errors={doc.errors} update={update} />
          <SectionsEditor pageId={page.id} sections={doc.fields.sections} errors={doc.errors} onChange={(sections) => update({ sections })} />
        </div>
        <PagePreview pageId={page.id} version={previewVersion} />
      </div>
      {dialog === 'conflict' && (
        <ConflictDialog<AdminPage, PendingPage>
          save={save}
          currentText={() => Promise.resolve(pageText(doc.latest.fields))}
          storedText={({ saved, pending }) => pageText(saved.status !== 'draft' && pending ? pending : saved)}
          explain={copy.conflictExplain}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'revisions' && (
        <PageRevisionsDialog
          page={page}
          timeZone={timeZone}
          beforeRestore={async () => (await saver.current?.flush()) ?? true}
          onRestored={(restored, pending) => {
            setDialog(null);
            startFrom(restored, pending);
            saver.current?.markSaved();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'share' && (
        <PageShareDialog page={page} timeZone={timeZone} beforeShare={async () => (await saver.current?.flush()) ?? true} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

/** The island's name for the registry (the page's +Page.tsx). */
export const PageEditorPage = PageEditor;
