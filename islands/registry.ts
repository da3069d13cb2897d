/**
 * Every island, declared once: its name (the `data-island` value that ties its server markup to its
 * client starter) and the props its server markup hands that starter.
 *
 * - The server's <Island> (renderer/Island.server.tsx) takes its `name` from here, and its `props` must
 *   match the entry.
 * - Each island's client module exports a descriptor `{ name, start }` typed by its entry here
 *   (`satisfies ClientIsland<'Name'>`), and a page's +client.ts lists the descriptors of the islands it
 *   uses (docs/decisions/002-islands-bring-their-own-client-code.md).
 *
 * A name missing here fails the typecheck on either side. Only types live here, so no page's JavaScript
 * grows by this file.
 */
import type { LeadPageProps } from './dashboard/leads/LeadPage.tsx';
import type { CallsPageProps } from './dashboard/calls/CallsPage.tsx';
import type { DashboardLeadsProps } from './dashboard/leads/DashboardLeads.tsx';
import type { DashboardOverviewProps } from './dashboard/overview/DashboardOverview.tsx';
import type { DashboardPostsProps } from './dashboard/posts/DashboardPosts.tsx';
import type { PostEditorPageProps } from './dashboard/editor/PostEditor.tsx';
import type { DashboardNavProps } from './dashboard/shell/DashboardNav.tsx';
import type { MediaLibraryProps } from './dashboard/media/MediaLibrary.tsx';
import type { CompanySettingsProps } from './dashboard/settings/CompanySettings.tsx';
import type { ProofManagerProps } from './dashboard/proof/ProofManager.tsx';
import type { SecuritySettingsProps } from './dashboard/security/SecuritySettings.tsx';
import type { StaffPageProps } from './dashboard/staff/StaffPage.tsx';
import type { LoginFormProps } from './login/LoginForm.tsx';
import type { NavProps } from './nav/Nav.tsx';
import type { SecondFactorFormProps } from './second-factor/SecondFactorForm.tsx';
import type { PasskeySignInProps } from './passkey/PasskeySignIn.tsx';
import type { PasskeyManagerProps } from './dashboard/security/PasskeyManager.tsx';
import type { RevenueCheckProps } from './revenue-check/RevenueCheckForm.tsx';
import type { InlineBookingProps } from './booking/InlineBooking.tsx';
import type { PagesListProps } from './dashboard/site-pages/PagesList.tsx';
import type { PageEditorProps } from './dashboard/site-pages/PageEditor.tsx';
import type { NewslettersPageProps } from './dashboard/newsletters/NewslettersPage.tsx';
import type { NewsletterPageProps } from './dashboard/newsletters/NewsletterPage.tsx';

/** Islands whose markup needs nothing from the server at start-up. */
type NoProps = Record<string, never>;

/** Islands that show times: the site's time zone (SITE_TIME_ZONE), in which they show every one (islands/dashboard/site-time.ts). */
export interface SiteZoneProps {
  timeZone: string;
}

/** The subscriber list (islands/dashboard/subscribers): only owners may attest prior opt-in in an import. */
export interface SubscribersPageProps {
  timeZone: string;
  canAttest: boolean;
}

export interface IslandRegistry {
  Nav: NavProps;
  WorkflowStrip: NoProps;
  KpiCounters: NoProps;
  PlatformGrid: NoProps;
  /** The form's state stays in the server markup (components/contact/ContactSection.tsx). */
  ContactForm: NoProps;
  /** The revenue check: the owners' assumptions only; the visitor's values stay in the server markup. */
  RevenueCheck: RevenueCheckProps;
  /** The /book form: its state stays in the server markup (pages/(site)/book/BookForm.tsx). */
  BookingForm: NoProps;
  /** Picking a time on a form's thank-you page: the lead's token and whether booking emails go out. */
  InlineBooking: InlineBookingProps;
  LoginForm: LoginFormProps;
  InviteForm: NoProps;
  /** The dashboard's shell (renderer/Layout.tsx) and its pages. */
  DashboardNav: DashboardNavProps;
  DashboardOverview: DashboardOverviewProps;
  DashboardPosts: DashboardPostsProps;
  /** The full-page post editor (/dashboard/posts/new, /dashboard/posts/{id}). */
  PostEditorPage: PostEditorPageProps;
  DashboardLeads: DashboardLeadsProps;
  DashboardLead: LeadPageProps;
  /** Booked calls, availability and calendar feed (islands/dashboard/calls). */
  CallsPage: CallsPageProps;
  /** Speed to lead: response target, assignment rules, webhook (islands/dashboard/lead-settings). */
  LeadSettingsPage: NoProps;
  MediaLibrary: MediaLibraryProps;
  CompanySettings: CompanySettingsProps;
  ProofManager: ProofManagerProps;
  SecondFactorForm: SecondFactorFormProps;
  SecuritySettings: SecuritySettingsProps;
  /** Owners' staff pages and everyone's profile (islands/dashboard/staff, audit, profile). */
  StaffPage: StaffPageProps;
  AuditPage: SiteZoneProps;
  /** Imports from WordPress and Ghost (islands/dashboard/import). */
  ImportPage: NoProps;
  /** The marketing pages, their editor and the menus (islands/dashboard/site-pages, menus). */
  SitePagesList: PagesListProps;
  PageEditorPage: PageEditorProps;
  MenusEditor: NoProps;
  /** The site's upkeep (islands/dashboard/redirects, site-health). */
  RedirectsPage: SiteZoneProps;
  /** Newsletters: the list and one newsletter (islands/dashboard/newsletters). */
  NewslettersPage: NewslettersPageProps;
  NewsletterPage: NewsletterPageProps;
  /** Follow-up sequences (islands/dashboard/sequences). */
  SequencesPage: NoProps;
  /** Guides to download (islands/dashboard/guides). */
  GuidesPage: NoProps;
  SubscribersPage: SubscribersPageProps;
  SiteHealthPage: SiteZoneProps;
  ProfilePage: SiteZoneProps;
  /** Passkeys (decision 034): the button of /login and /login/verify, and the security page's list. */
  PasskeySignIn: PasskeySignInProps;
  PasskeyManager: PasskeyManagerProps;
  /** The page of a "forgot password" link (its token is in the fragment). */
  ResetPasswordForm: NoProps;
}

export type IslandName = keyof IslandRegistry;

/** Starts one island on an element the server rendered: enhances it, or hydrates it (hydrate-react.client.tsx). */
export type IslandStarter<P> = (element: HTMLElement, props: P, id: string) => void;

/** An island's client side: what a page's +client.ts lists. */
export interface ClientIsland<N extends IslandName> {
  name: N;
  start: IslandStarter<IslandRegistry[N]>;
}

/** Any one island's descriptor (a union, so each keeps its own props type). */
export type AnyClientIsland = { [N in IslandName]: ClientIsland<N> }[IslandName];
