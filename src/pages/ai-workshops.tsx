import CardGrid from '@site/src/components/CardGrid';
import ChipList from '@site/src/components/ChipList';
import CtaBand from '@site/src/components/CtaBand';
import Faq from '@site/src/components/Faq';
import FeatureList from '@site/src/components/FeatureList';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import NextSession from '@site/src/components/NextSession';
import Section from '@site/src/components/Section';
import UsingAnswerNav from '@site/src/components/UsingAnswerNav';
import { aiWorkshopsPage as page } from '@site/src/data/aiWorkshops';
import { weeklyWorkshopEvent } from '@site/src/data/structuredData';

export default function AiWorkshopsPage() {
  // The next session as of this render: the build's in the static HTML, the visitor's in the browser.
  const structuredData = [weeklyWorkshopEvent(page.weeklyWorkshop, new Date())];
  return (
    <MarketingLayout meta={page.meta} structuredData={structuredData}>
      <Hero hero={page.hero} />
      <UsingAnswerNav current={page.meta.path} />
      <Section heading={page.benefits}>
        <CardGrid cards={page.benefits.cards} columns={3} />
      </Section>
      <Section heading={page.howItWorks} tone="raised">
        <FeatureList items={page.howItWorks.items} variant="steps" columns={4} />
      </Section>
      <CtaBand cta={page.experience}>
        <NextSession />
      </CtaBand>
      <Section heading={page.focusAreas}>
        <CardGrid cards={page.focusAreas.cards} columns={4} />
      </Section>
      <Section heading={page.locations} tone="raised">
        <ChipList chips={page.locations.chips} label="Cities" />
      </Section>
      <Section heading={page.faq}>
        <Faq items={page.faq.items} />
      </Section>
      <CtaBand cta={page.pricing} />
    </MarketingLayout>
  );
}
