// https://vike.dev/onRenderHtml
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { renderHead, resolveHead, type HeadOverrides } from './head.ts';
import { Layout } from './Layout.tsx';
import { PageContextProvider } from './page-context.tsx';
import { themeScript } from '#shared/theme-script.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** Absolute origin for canonical URLs (SITE_URL), passed in by the server. */
      siteUrl?: string;
    }
  }
}

export function onRenderHtml(pageContext: PageContextServer) {
  const { config } = pageContext;
  const Page = pageContext.Page as ComponentType | undefined;
  if (!Page) throw new Error('Every page must define a +Page component');
  const data = (pageContext.data ?? {}) as { head?: HeadOverrides };
  const head = resolveHead(config.pageKey, pageContext.urlPathname, data.head);
  const body = renderToString(
    <PageContextProvider pageContext={pageContext}>
      <Layout urlPathname={pageContext.urlPathname} hasContactSection={config.hasContactSection ?? false}>
        <Page />
      </Layout>
    </PageContextProvider>,
  );
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <meta name="theme-color" content="#0f5c6e">
    <script>${dangerouslySkipEscape(themeScript)}</script>
    ${dangerouslySkipEscape(renderHead(head, pageContext.siteUrl ?? ''))}
  </head>
  <body>${dangerouslySkipEscape(body)}</body>
</html>`;
}
