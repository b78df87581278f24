import CardGrid from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import FeatureList from '@site/src/components/FeatureList';
import Figure from '@site/src/components/Figure';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Prose from '@site/src/components/Prose';
import Section from '@site/src/components/Section';
import UsingAnswerNav from '@site/src/components/UsingAnswerNav';
import { sidekickStudioPage as page } from '@site/src/data/sidekickStudio';
import { softwareApplication } from '@site/src/data/structuredData';

const structuredData = [
  softwareApplication({
    name: 'AnswerAgentAI Sidekick Studio',
    description: page.meta.description,
    path: page.meta.path,
    category: 'DeveloperApplication',
    operatingSystem: 'Web',
  }),
];

export default function SidekickStudioPage() {
  return (
    <MarketingLayout meta={page.meta} structuredData={structuredData}>
      <Hero hero={page.hero} />
      <UsingAnswerNav current={page.meta.path} />
      <Section heading={page.flowise}>
        <Prose paragraphs={page.flowise.paragraphs} size="lg" />
      </Section>
      <Section heading={page.frameworks} tone="raised">
        <CardGrid cards={page.frameworks.cards} columns={2} />
      </Section>
      <Section heading={page.builder}>
        <FeatureList items={page.builder.items} columns={3} />
      </Section>
      <Section heading={page.mcp} tone="glow">
        <Figure image={page.mcp.figure} caption={page.mcp.caption} />
      </Section>
      <Section heading={page.nodes}>
        <CardGrid cards={page.nodes.cards} columns={4} />
      </Section>
      <CtaBand cta={page.migration} />
    </MarketingLayout>
  );
}
