// https://vike.dev/onRenderHtml
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { renderHead, resolveHead, type HeadOverrides } from './head.ts';
import { Layout } from './Layout.tsx';
import { PageContextProvider } from './page-context.tsx';
import { renderWithSite } from './site-content.ts';
import { themeScript } from '#shared/theme-script.ts';

/**
 * Where Vike puts its stylesheet links: after `<meta charset>`, not straight after
 * `<head>`. The charset must be the head's first element and inside the first
 * 1024 bytes, which browsers scan to pick the encoding (and the W3C checker
 * enforces); a page with a dozen stylesheets pushed it past that. This is Vike
 * 0.4's placeholder for its head assets (vikejs/vike#695; injectFilter() can
 * only choose the head's start or the body's end). Vike replaces it only when it
 * has head tags to inject, which every page has (renderer/global.css at least).
 * test/server/head-order.test.ts fails if it is ever left in a page or the links move back.
 */
const headAssetsPlaceholder = '__VITE_PLUGIN_SSR__ASSETS_FIRST__';

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
  // A page drawn from the database says itself whether it has a contact section (pages/(site)/site-page).
  const data = (pageContext.data ?? {}) as { head?: HeadOverrides; hasContactSection?: boolean };
  const head = resolveHead(config.pageKey, pageContext.urlPathname, data.head);
  const body = renderWithSite(pageContext.site, () =>
    renderToString(
      <PageContextProvider pageContext={pageContext}>
        <Layout
          urlPathname={pageContext.urlPathname}
          hasContactSection={data.hasContactSection ?? config.hasContactSection ?? false}
          shell={config.shell ?? 'site'}
          sessionUser={pageContext.sessionUser}
        >
          <Page />
        </Layout>
      </PageContextProvider>,
    ),
  );
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    ${dangerouslySkipEscape(headAssetsPlaceholder)}
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <meta name="theme-color" content="#0f5c6e">
    <script>${dangerouslySkipEscape(themeScript)}</script>
    ${dangerouslySkipEscape(renderHead(head, pageContext.siteUrl ?? '', pageContext.site?.company.name))}
  </head>
  <body>${dangerouslySkipEscape(body)}</body>
</html>`;
}
