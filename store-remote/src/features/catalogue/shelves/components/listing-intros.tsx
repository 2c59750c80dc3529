import { memo } from 'react';
import { Link } from '@exam/web-platform/router';
import { useStoreT } from '../../../../lib/i18n';
import { Block, Container, Heading } from '../../../../components/layout';
import { Hero } from './hero';
import { InfoCards, type InfoItem } from './info-cards';
import { BASE_STATS, CLASS12_STATS, StatsStrip, TEST_STATS, type Stat } from './stats-strip';
import { Button } from '@exam/shared-ui/button';

/*
 * The static top of each listing page (docs/domains/catalogue.md "Screens"): hero, stats and feature cards,
 * everything above the book grids. The pages draw these, and the build prerenders them into the pages' HTML
 * (src/prerender.tsx, docs/speed.md "Prerendered first paint"), so what a phone paints first is what the page
 * keeps. Memoised: they take no props, and the catalogue's arrival re-renders the page around them.
 */

const HOME_FEATURES: InfoItem[] = [
  {
    icon: 'book',
    title: 'Expert Study Material',
    text: 'Concise notes and solved examples written by experienced NEET and JEE faculty.',
  },
  {
    icon: 'clipboard',
    title: 'Practice Tests',
    text: 'Full-length and chapter-wise tests that follow the latest exam pattern.',
  },
  {
    icon: 'chart',
    title: 'Track Your Progress',
    text: 'Find weak topics early and focus your revision where it counts.',
  },
  {
    icon: 'lock',
    title: 'Lifetime Access',
    text: 'Once your payment is approved, your books stay in My Books for good.',
  },
];

const CLASS11_FEATURES: InfoItem[] = [
  {
    icon: 'flask',
    title: 'Strong Foundations',
    text: 'Class 11 builds the concepts that half of NEET and JEE questions rest on.',
  },
  {
    icon: 'target',
    title: 'Exam-Focused',
    text: 'Every chapter ends with questions in the style of recent papers.',
  },
  {
    icon: 'clock',
    title: 'Learn at Your Pace',
    text: 'Read on any device, any time, with lifetime access after approval.',
  },
];

const CLASS12_FEATURES: InfoItem[] = [
  {
    icon: 'trophy',
    title: 'Board + Entrance',
    text: 'One plan that covers your Class 12 boards and NEET or JEE together.',
  },
  {
    icon: 'search',
    title: 'Previous Year Questions',
    text: 'Chapter-wise PYQs with step-by-step solutions.',
  },
  { icon: 'repeat', title: 'Revision Ready', text: 'Formula sheets and quick notes for the final months.' },
];

/** The guest's hero on / (docs/domains/catalogue.md "Home"); a signed-in student sees the Dashboard hero
 * instead. */
export const GuestHomeHero = memo(function GuestHomeHero() {
  const t = useStoreT();
  return (
    <Hero
      eyebrow={t('NEET • JEE • Class 11 & 12')}
      title={t('Crack NEET and JEE with the right study material')}
      text={t(
        'Expert notes, practice tests and test series for Class 11 and Class 12, available the moment your payment is approved.',
      )}
      actions={
        <>
          <Button $size="hero" $variant="hero" as={Link} to="/class11">
            {t('Start Learning')}
          </Button>
          <Button $size="hero" as={Link} to="/register" $variant="hero-outline">
            {t('Join Now')}
          </Button>
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
            <h2 id="why-title">{t('Why students choose us')}</h2>
            <p>{t('Everything you need for focused, exam-ready preparation.')}</p>
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

/** /class11's top (docs/domains/catalogue.md "Class 11"). */
export const Class11Intro = memo(function Class11Intro() {
  const t = useStoreT();
  return (
    <ListingIntro
      eyebrow={t('Class 11')}
      title={t('Class 11 Study Materials')}
      text={t('Build a strong foundation in Physics, Chemistry, Biology and Mathematics for NEET and JEE.')}
      stats={BASE_STATS}
      features={{ label: t('Why Class 11 matters'), items: CLASS11_FEATURES }}
    />
  );
});

/** /class12's top (docs/domains/catalogue.md "Class 12"). */
export const Class12Intro = memo(function Class12Intro() {
  const t = useStoreT();
  return (
    <ListingIntro
      eyebrow={t('Class 12')}
      title={t('Class 12 Study Materials')}
      text={t('Master the final year with complete NEET and JEE preparation material.')}
      stats={CLASS12_STATS}
      features={{ label: t('What you get'), items: CLASS12_FEATURES }}
    />
  );
});

/** /tests' top (docs/domains/catalogue.md "Tests"). */
export const TestsIntro = memo(function TestsIntro() {
  const t = useStoreT();
  return (
    <ListingIntro
      eyebrow={t('Test Series')}
      title={t('Practice Test Series')}
      text={t('Exam-pattern tests for NEET and JEE with detailed solutions.')}
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
