import CardGrid from '@site/src/components/CardGrid';
import ChipList from '@site/src/components/ChipList';
import CtaBand from '@site/src/components/CtaBand';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Section from '@site/src/components/Section';
import UsingAnswerNav from '@site/src/components/UsingAnswerNav';
import { browserSidekickPage as page } from '@site/src/data/browserSidekick';
import { softwareApplication } from '@site/src/data/structuredData';

const structuredData = [
  softwareApplication({
    name: 'AnswerAgentAI Browser Sidekick',
    description: page.meta.description,
    path: page.meta.path,
    category: 'BrowserApplication',
    operatingSystem: 'Chrome',
  }),
];

export default function BrowserSidekickPage() {
  return (
    <MarketingLayout meta={page.meta} structuredData={structuredData}>
      <Hero hero={page.hero} visual={page.heroVisual} />
      <UsingAnswerNav current={page.meta.path} />
      <Section heading={page.capabilities}>
        <CardGrid cards={page.capabilities.cards} columns={4} />
      </Section>
      <Section heading={page.models} tone="raised">
        <ChipList chips={page.models.chips} label="Supported model providers" />
      </Section>
      <Section heading={page.useCases}>
        <CardGrid cards={page.useCases.cards} columns={3} />
      </Section>
      <CtaBand cta={page.cta} />
    </MarketingLayout>
  );
}
