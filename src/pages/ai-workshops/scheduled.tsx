import ActionLinks from '@site/src/components/ActionLinks';
import CardGrid from '@site/src/components/CardGrid';
import FeatureList from '@site/src/components/FeatureList';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import NextSession from '@site/src/components/NextSession';
import NoIndex from '@site/src/components/NoIndex';
import Section from '@site/src/components/Section';
import UsingAnswerNav from '@site/src/components/UsingAnswerNav';
import { aiWorkshopsScheduledPage as page } from '@site/src/data/aiWorkshopsScheduled';

export default function WorkshopScheduledPage() {
  return (
    <MarketingLayout meta={page.meta}>
      <NoIndex />
      <Hero hero={page.hero} />
      <UsingAnswerNav current={page.meta.path} />
      <Section heading={page.nextSteps}>
        <FeatureList items={page.nextSteps.items} variant="steps" columns={4} />
      </Section>
      <Section heading={page.weeklyWorkshop} tone="glow">
        <NextSession />
        <ActionLinks actions={page.weeklyWorkshop.actions} size="md" />
      </Section>
      <Section heading={page.whileYouWait}>
        <CardGrid cards={page.whileYouWait.cards} columns={4} />
      </Section>
    </MarketingLayout>
  );
}
