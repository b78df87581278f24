import ActionLinks from '@site/src/components/ActionLinks';
import CardGrid from '@site/src/components/CardGrid';
import ChipList from '@site/src/components/ChipList';
import CtaBand from '@site/src/components/CtaBand';
import FeatureList from '@site/src/components/FeatureList';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Section from '@site/src/components/Section';
import UsingAnswerNav from '@site/src/components/UsingAnswerNav';
import { agentsPage as page } from '@site/src/data/agents';
import { softwareApplication } from '@site/src/data/structuredData';

const structuredData = [
  softwareApplication({
    name: 'AnswerAgentAI Agents',
    description: page.meta.description,
    path: page.meta.path,
    category: 'BusinessApplication',
    operatingSystem: 'Web',
  }),
];

export default function AgentsPage() {
  return (
    <MarketingLayout meta={page.meta} structuredData={structuredData}>
      <Hero hero={page.hero} />
      <UsingAnswerNav current={page.meta.path} />
      <Section heading={page.whatIsAgent}>
        <CardGrid cards={page.whatIsAgent.cards} columns={4} />
      </Section>
      <Section heading={page.integrations} tone="raised">
        <ChipList chips={page.integrations.chips} label="Integrations" />
        <ActionLinks actions={page.integrations.actions} size="md" />
      </Section>
      <Section heading={page.apps}>
        <CardGrid cards={page.apps.cards} columns={3} />
      </Section>
      <Section heading={page.howItWorks} tone="glow">
        <FeatureList items={page.howItWorks.items} variant="steps" columns={4} />
      </Section>
      <CtaBand cta={page.cta} />
    </MarketingLayout>
  );
}
