import CardGrid from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import FeatureList from '@site/src/components/FeatureList';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Section from '@site/src/components/Section';
import UsingAnswerNav from '@site/src/components/UsingAnswerNav';
import { chatPage as page } from '@site/src/data/chat';
import { softwareApplication } from '@site/src/data/structuredData';

const structuredData = [
  softwareApplication({
    name: 'AnswerAgentAI Chat',
    description: page.meta.description,
    path: page.meta.path,
    category: 'CommunicationApplication',
    operatingSystem: 'Web',
  }),
];

export default function ChatPage() {
  return (
    <MarketingLayout meta={page.meta} structuredData={structuredData}>
      <Hero hero={page.hero} />
      <UsingAnswerNav current={page.meta.path} />
      <Section heading={page.sidekicks}>
        <CardGrid cards={page.sidekicks.cards} columns={4} />
      </Section>
      <Section heading={page.features} tone="raised">
        <FeatureList items={page.features.items} columns={3} />
      </Section>
      <Section heading={page.collection}>
        <CardGrid cards={page.collection.cards} columns={3} />
      </Section>
      <CtaBand cta={page.cta} />
    </MarketingLayout>
  );
}
