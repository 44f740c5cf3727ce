import { Anchor, AppShell, Box, Burger, Container, Group, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconArrowsExchange,
  IconWorldUpload,
  IconBuildingBank,
  IconBell,
  IconCalendarRepeat,
  IconChecklist,
  IconHeadset,
  IconFileInvoice,
  IconBuilding,
  IconFiles,
  IconHistory,
  IconIdBadge2,
  IconHome,
  IconLayoutDashboard,
  IconListDetails,
  IconMail,
  IconMessage,
  IconSend,
  IconShieldLock,
  IconUserCircle,
  IconSwitchHorizontal,
  IconUserOff,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import {
  isConfinedToCompanyDocuments,
  type AccessListItem,
  type Customer,
  type CustomerAccess,
} from '@tessera/contract';
import { accountQueries } from '../../features/accounts/api/accounts-queries.ts';
import { useChooseAccess } from '../../features/company-access/hooks/use-choose-access.ts';
import { paymentPaths } from '../../shared/session/current-access.ts';
import { useCurrentAccess } from '../../shared/session/use-current-access.ts';
import { narrowScreenQuery } from '../../shared/ui/media.ts';
import { AccountStatusBanner } from '../../features/kyc/components/account-status-banner.tsx';
import { DueDiligenceNotice } from '../../features/profile/components/due-diligence-notice.tsx';
import { sendToApp } from '../../shared/bridge/bridge.ts';
import { useBrand } from '../../shared/brand/brand.tsx';
import { BrandFooter } from '../../shared/brand/brand-footer.tsx';
import { BrandLogo } from '../../shared/brand/brand-logo.tsx';
import { session } from '../../shared/session/session.ts';
import { ColorSchemeSwitcher } from '../../shared/ui/color-scheme-switcher.tsx';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

/** One entry of the main navigation. */
interface NavItem {
  to: string;
  labelKey: string;
  icon: typeof IconHome;
  /** Marked current on exactly `to` only (the company overview, whose address prefixes others). */
  exact?: boolean;
  /** Marked current on every page under this prefix (the company's people, one link for four lists). */
  activePrefix?: string;
}

/** Whether `item` is the page at `pathname` (or the section it leads to). */
function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.activePrefix !== undefined) return pathname.startsWith(item.activePrefix);
  if (item.exact) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The main navigation's sections (spec 000 §2 main layout pages): only screens that exist. */
interface NavSection {
  titleKey: string;
  items: NavItem[];
}

/** A customer's money screens. */
const moneySection: NavSection = {
  titleKey: 'nav.money',
  items: [
    { to: '/home', labelKey: 'nav.home', icon: IconHome },
    { to: '/transfer/p2p', labelKey: 'nav.send', icon: IconSend },
    { to: '/transfer/account', labelKey: 'nav.between', icon: IconArrowsExchange },
    { to: '/transfer/external', labelKey: 'nav.external', icon: IconWorldUpload },
    { to: '/transfer/preapproved-payments', labelKey: 'nav.preapproved', icon: IconCalendarRepeat },
    { to: '/history', labelKey: 'nav.history', icon: IconHistory },
    { to: '/statements', labelKey: 'nav.statements', icon: IconFileInvoice },
  ],
};

/** The administrator's screens (the server refuses everyone else anyway). */
const adminSection: NavSection = {
  titleKey: 'nav.admin',
  items: [
    { to: '/admin-overview', labelKey: 'nav.adminOverview', icon: IconLayoutDashboard },
    { to: '/admin/kyc', labelKey: 'nav.kycReview', icon: IconIdBadge2 },
    { to: '/admin/outbox', labelKey: 'nav.outbox', icon: IconMail },
    { to: '/admin/sms', labelKey: 'nav.smsOutbox', icon: IconMessage },
    { to: '/admin/deposits', labelKey: 'nav.deposits', icon: IconBuildingBank },
  ],
};

/** A business's transaction requests (spec 001 §4 business approval; decision 0105). */
const approvalsItem: NavItem = { to: '/transfer/approved', labelKey: 'nav.approvals', icon: IconChecklist };

/** Settings, for everyone: findable in the navigation and the phone's menu, not only under the avatar. */
const settingsSection: NavSection = {
  titleKey: 'nav.settings',
  items: [
    { to: '/profile', labelKey: 'nav.profile', icon: IconUserCircle },
    { to: '/setting', labelKey: 'nav.security', icon: IconShieldLock },
    { to: '/login-history', labelKey: 'nav.loginHistory', icon: IconListDetails },
    { to: '/payout-blacklist', labelKey: 'nav.blacklist', icon: IconUserOff },
    { to: '/profile/notifications', labelKey: 'nav.notifications', icon: IconBell },
  ],
};

/** A business's company pages (spec 000 §2, 002 §2 `company-documents`). */
const companySection: NavSection = {
  titleKey: 'nav.company',
  items: [
    { to: '/company', labelKey: 'nav.companyOverview', icon: IconBuilding, exact: true },
    { to: '/company-documents', labelKey: 'nav.companyDocuments', icon: IconFiles },
  ],
};

/** What a customer held on the KYC page sees (spec 000 §2: forced there first): that page only. */
const verifySection: NavSection = {
  titleKey: 'nav.verification',
  items: [{ to: '/kyc', labelKey: 'nav.verify', icon: IconIdBadge2 }],
};

/** The same for a business: its own KYC page (spec 002 §2 `business-kyc`; decision 0094). */
const verifyBusinessSection: NavSection = {
  titleKey: 'nav.verification',
  items: [{ to: '/business-kyc', labelKey: 'nav.verifyBusiness', icon: IconIdBadge2 }],
};

/** The account switch, for a user with related accounts (decision 0102). */
const chooseAccountItem: NavItem = { to: '/choose-account', labelKey: 'nav.chooseAccount', icon: IconSwitchHorizontal };

/** The customer-info flags the navigation reads. */
type NavCustomer = Pick<Customer, 'isAdmin' | 'isNeedKyc' | 'customerType' | 'isHaveRelatedAccounts'>;

/**
 * An administrator sees the administration, not a personal home; a customer who must verify sees the
 * KYC page only (every other page sends them back there); others see their money, as far as the
 * access they work in allows (spec 000 §6, 002 §3 accessList; decision 0103): a representative
 * without balanceInfo sees the company documents only, payments need `payments`, the company's users
 * `accessManagement`, and settings `settings` (a user acting for a company changes their own
 * settings from their own account).
 */
function navigationFor(customer: NavCustomer | undefined, access: CustomerAccess | undefined): NavSection[] {
  if (customer?.isAdmin) return [adminSection, settingsSection];
  if (customer?.isNeedKyc) return [customer.customerType === 'business' ? verifyBusinessSection : verifySection];
  const related = customer?.isHaveRelatedAccounts === true;
  if (access && isConfinedToCompanyDocuments(access)) {
    const documents = companySection.items.filter((item) => item.to === '/company-documents');
    return [{ ...companySection, items: related ? [...documents, chooseAccountItem] : documents }];
  }
  const allows = (item: AccessListItem) => access === undefined || access.accessList.includes(item);
  const money = {
    ...moneySection,
    items: moneySection.items.filter((item) => allows('payments') || !paymentPaths.includes(item.to)),
  };
  const settingsItems = allows('settings') ? settingsSection.items : [];
  const settings = { ...settingsSection, items: related ? [...settingsItems, chooseAccountItem] : settingsItems };
  const withSettings = (sections: NavSection[]) => (settings.items.length > 0 ? [...sections, settings] : sections);
  // A business sees the transaction requests waiting for approval (decision 0105) when it may pay or
  // decide, its documents, and its users (decision 0100) when it manages access.
  if (customer?.customerType === 'business' || (access !== undefined && !access.isOwn))
    return withSettings([
      { ...money, items: allows('payments') ? [...money.items, approvalsItem] : money.items },
      {
        ...companySection,
        items: [
          ...companySection.items,
          // The company's people (decision 0110), shown unless confined; the page says when it needs full access.
          { to: '/company/directors', labelKey: 'nav.companyPeople', icon: IconUsers, activePrefix: '/company/' },
          ...(allows('accessManagement')
            ? [{ to: '/company-access', labelKey: 'nav.companyAccess', icon: IconUsersGroup }]
            : []),
          { to: '/company-emails', labelKey: 'nav.companyEmails', icon: IconMail },
        ],
      },
    ]);
  return withSettings([money]);
}

/**
 * The main layout (spec 000 §2, §9): brand header with the colour-scheme and language switchers and the user menu,
 * the navigation (a side bar from the tablet breakpoint, a burger menu below it), the screen, and
 * the brand's footer.
 */
export function Component() {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On phones the navigation is a burger menu: while it is closed it is off screen, so it is inert
  // (no focus lands on links nobody sees) and its links are not rendered (less work on each render).
  const phone = useMediaQuery(narrowScreenQuery, undefined, { getInitialValueInEffect: false });
  const navigationShown = !phone || opened;
  const customer = useQuery(accountQueries.customer());
  const { access, known, accesses } = useCurrentAccess(customer.data);
  const chooseAccess = useChooseAccess();
  // Nothing of the account's state shows until the access is known (a switch reloads both).
  const confined = !known || (access !== undefined && isConfinedToCompanyDocuments(access));

  // Inside the mobile app, tell it the customer is signed in (spec 000 §1 bridge).
  useEffect(() => {
    sendToApp({ type: 'session', authenticated: true });
  }, []);

  // The burger menu closes when a link in it is followed.
  useEffect(close, [location.pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: { sm: 232, lg: 264 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <a href="#main-content" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
              aria-controls="main-navigation"
            />
            <Anchor
              component={Link}
              to="/home"
              underline="never"
              c="inherit"
              aria-label={t('nav.brandHome', { brand: brand.projectName })}
            >
              <BrandLogo size={32} nameVisibleFrom="xs" />
            </Anchor>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ColorSchemeSwitcher />
            <LanguageSwitcher />
            <UserMenu
              customer={customer.data}
              onSignOut={() => void session.logout('logout')}
              accountSwitch={
                accesses.data
                  ? { accesses: accesses.data, current: access, onChoose: (chosen) => void chooseAccess(chosen) }
                  : undefined
              }
            />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="main-navigation" component="nav" aria-label={t('nav.main')} p="sm" inert={!navigationShown}>
        {navigationShown ? (
          <>
            {/* The browser's own scrolling: Mantine's ScrollArea would bring Floating UI to every signed-in page. */}
            <AppShell.Section grow style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
              <Stack gap="md">
                {(known ? navigationFor(customer.data, access) : []).map((section) => (
                  <Stack gap={4} key={section.titleKey} component="section" aria-labelledby={`nav-${section.titleKey}`}>
                    <Text id={`nav-${section.titleKey}`} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
                      {t(section.titleKey)}
                    </Text>
                    {section.items.map((item) => (
                      <NavLink
                        key={item.to}
                        component={Link}
                        to={item.to}
                        label={t(item.labelKey)}
                        leftSection={<item.icon size={20} stroke={1.75} aria-hidden />}
                        active={isCurrent(item, location.pathname)}
                        aria-current={isCurrent(item, location.pathname) ? 'page' : undefined}
                        onClick={close}
                        variant="light"
                        fw={500}
                        style={{ borderRadius: 'var(--mantine-radius-md)' }}
                      />
                    ))}
                  </Stack>
                ))}
              </Stack>
            </AppShell.Section>
            <AppShell.Section>
              <Box p="sm" bg="var(--tessera-page-surface)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon variant="light" radius="xl" size="md">
                    <IconHeadset size={16} aria-hidden />
                  </ThemeIcon>
                  <Text size="sm" fw={600}>
                    {t('support.title')}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" mt={6}>
                  {t('support.text')}
                </Text>
                <Anchor href={`mailto:${brand.supports.email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {brand.supports.email}
                </Anchor>
              </Box>
            </AppShell.Section>
          </>
        ) : null}
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} className="main-surface">
        <Container
          size={1120}
          w="100%"
          px={{ base: 'md', sm: 'lg', lg: 'xl' }}
          py={{ base: 'lg', sm: 'xl' }}
          style={{ flex: 1 }}
        >
          {/* A representative confined to the company documents sees nothing of the account's state. */}
          {customer.data && !customer.data.isAdmin && !confined ? <AccountStatusBanner /> : null}
          {customer.data && !customer.data.isAdmin && !customer.data.isNeedKyc && !confined ? (
            <DueDiligenceNotice />
          ) : null}
          <Outlet />
        </Container>
        <Container size={1120} w="100%" px={{ base: 'md', sm: 'lg', lg: 'xl' }} pb="lg">
          <Box pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <BrandFooter />
          </Box>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
