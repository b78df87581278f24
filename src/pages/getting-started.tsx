import ActionLinks from '@site/src/components/ActionLinks';
import CardGrid from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Section from '@site/src/components/Section';
import UsingAnswerNav from '@site/src/components/UsingAnswerNav';
import { gettingStartedPage as page } from '@site/src/data/gettingStarted';
import { howTo } from '@site/src/data/structuredData';

const structuredData = [howTo(page.steps.title, page.meta.description, page.steps.cards)];

export default function GettingStartedPage() {
  return (
    <MarketingLayout meta={page.meta} structuredData={structuredData}>
      <Hero hero={page.hero} />
      <UsingAnswerNav current={page.meta.path} />
      <Section heading={page.steps}>
        <CardGrid cards={page.steps.cards} columns={3} />
      </Section>
      <Section heading={page.resources} tone="raised">
        <CardGrid cards={page.resources.cards} columns={3} />
      </Section>
      <Section heading={page.suite}>
        <CardGrid cards={page.suite.cards} columns={4} />
      </Section>
      <CtaBand cta={page.cta} />
      <Section heading={page.youtube} tone="raised">
        <ActionLinks actions={page.youtube.actions} size="md" />
      </Section>
    </MarketingLayout>
  );
}
