import { memo } from 'react';
import { Link } from '@exam/shared-contracts/router';
import { HeroButton } from '../../../components/buttons';
import { useStoreT } from '../../../lib/i18n';
import { Block, Container, Heading } from '../../../components/layout';
import { Hero } from './hero';
import { InfoCards, type InfoItem } from './info-cards';
import { BASE_STATS, CLASS12_STATS, StatsStrip, TEST_STATS, type Stat } from './stats-strip';

/*
 * The static top of each listing page (SPEC 2): hero, stats and feature cards, everything above the book
 * grids. The pages draw these, and the build prerenders them into the pages' HTML (src/prerender.tsx,
 * ARCHITECTURE "Prerendered first paint"), so what a phone paints first is what the page keeps. Memoised:
 * they take no props, and the catalogue's arrival re-renders the page around them.
 */

const HOME_FEATURES: InfoItem[] = [
  {
    icon: 'book',
    title: 'store.home.f1.title',
    text: 'store.home.f1.text',
  },
  {
    icon: 'clipboard',
    title: 'store.home.f2.title',
    text: 'store.home.f2.text',
  },
  {
    icon: 'chart',
    title: 'store.home.f3.title',
    text: 'store.home.f3.text',
  },
  {
    icon: 'lock',
    title: 'store.home.f4.title',
    text: 'store.home.f4.text',
  },
];

const CLASS11_FEATURES: InfoItem[] = [
  {
    icon: 'flask',
    title: 'store.class11.f1.title',
    text: 'store.class11.f1.text',
  },
  {
    icon: 'target',
    title: 'store.class11.f2.title',
    text: 'store.class11.f2.text',
  },
  {
    icon: 'clock',
    title: 'store.class11.f3.title',
    text: 'store.class11.f3.text',
  },
];

const CLASS12_FEATURES: InfoItem[] = [
  {
    icon: 'trophy',
    title: 'store.class12.f1.title',
    text: 'store.class12.f1.text',
  },
  {
    icon: 'search',
    title: 'store.class12.f2.title',
    text: 'store.class12.f2.text',
  },
  { icon: 'repeat', title: 'store.class12.f3.title', text: 'store.class12.f3.text' },
];

/** The guest's hero on / (SPEC 2 "Home"); a signed-in student sees the Dashboard hero instead. */
export const GuestHomeHero = memo(function GuestHomeHero() {
  const t = useStoreT();
  return (
    <Hero
      eyebrow={t('store.home.eyebrow')}
      title={t('store.home.title')}
      text={t('store.home.text')}
      actions={
        <>
          <HeroButton as={Link} to="/class11">
            {t('store.home.startLearning')}
          </HeroButton>
          <HeroButton as={Link} to="/register" $variant="outline">
            {t('store.home.joinNow')}
          </HeroButton>
        </>
      }
    />
  );
});

/** /'s stats and "Why students choose us" cards, under either hero. */
export const HomeFeatures = memo(function HomeFeatures() {
  const t = useStoreT();
  return (
    <>
      <StatsStrip stats={BASE_STATS} />
      <Block aria-labelledby="why-title">
        <Container>
          <Heading>
            <h2 id="why-title">{t('store.home.whyTitle')}</h2>
            <p>{t('store.home.whyText')}</p>
          </Heading>
          <InfoCards items={HOME_FEATURES} />
        </Container>
      </Block>
    </>
  );
});

/** A listing's top: its hero, its figures and, when it has them, feature cards under an accessible name. */
function ListingIntro(props: {
  eyebrow: string;
  title: string;
  text: string;
  stats: Stat[];
  features?: { label: string; items: InfoItem[] };
}) {
  return (
    <>
      <Hero eyebrow={props.eyebrow} title={props.title} text={props.text} />
      <StatsStrip stats={props.stats} />
      {props.features && (
        <Block aria-label={props.features.label}>
          <Container>
            <InfoCards items={props.features.items} level={2} />
          </Container>
        </Block>
      )}
    </>
  );
}

// Each listing's top is its own component whose texts are read when it renders (not when the module loads):
// the release tests (e2e/releases.e2e.ts) make a broken store release by replacing the Class 11 heading with a
// throw, which must fail that page's render, not the whole remote's start.

/** /class11's top (SPEC 2 "Class 11"). */
export const Class11Intro = memo(function Class11Intro() {
  const t = useStoreT();
  return (
    <ListingIntro
      eyebrow={t('store.class11.eyebrow')}
      title={t('store.class11.title')}
      text={t('store.class11.text')}
      stats={BASE_STATS}
      features={{ label: t('store.class11.featuresLabel'), items: CLASS11_FEATURES }}
    />
  );
});

/** /class12's top (SPEC 2 "Class 12"). */
export const Class12Intro = memo(function Class12Intro() {
  const t = useStoreT();
  return (
    <ListingIntro
      eyebrow={t('store.class12.eyebrow')}
      title={t('store.class12.title')}
      text={t('store.class12.text')}
      stats={CLASS12_STATS}
      features={{ label: t('store.class12.featuresLabel'), items: CLASS12_FEATURES }}
    />
  );
});

/** /tests' top (SPEC 2 "Test Series"). */
export const TestsIntro = memo(function TestsIntro() {
  const t = useStoreT();
  return (
    <ListingIntro
      eyebrow={t('store.tests.eyebrow')}
      title={t('store.tests.title')}
      text={t('store.tests.text')}
      stats={TEST_STATS}
    />
  );
});

/** A guest's / top: hero and features. */
function GuestHomeIntro() {
  return (
    <>
      <GuestHomeHero />
      <HomeFeatures />
    </>
  );
}

/**
 * What the server sends inside each listing page's HTML before any JavaScript runs (src/prerender.tsx):
 * `guestOnly` content is hidden for a signed-in visitor, who gets another hero there.
 */
export const PRERENDERED_INTROS = {
  '/': { Intro: GuestHomeIntro, guestOnly: true },
  '/class11': { Intro: Class11Intro, guestOnly: false },
  '/class12': { Intro: Class12Intro, guestOnly: false },
  '/tests': { Intro: TestsIntro, guestOnly: false },
} as const;
