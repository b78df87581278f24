import CardGrid from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import FeatureList from '@site/src/components/FeatureList';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Section from '@site/src/components/Section';
import UsingAnswerNav from '@site/src/components/UsingAnswerNav';
import { appsPage as page } from '@site/src/data/apps';
import { softwareApplication } from '@site/src/data/structuredData';

const structuredData = [
  softwareApplication({
    name: 'AnswerAgentAI Agent Apps',
    description: page.meta.description,
    path: page.meta.path,
    category: 'BusinessApplication',
    operatingSystem: 'Web',
  }),
];

export default function AppsPage() {
  return (
    <MarketingLayout meta={page.meta} structuredData={structuredData}>
      <Hero hero={page.hero} />
      <UsingAnswerNav current={page.meta.path} />
      <Section heading={page.apps}>
        <CardGrid cards={page.apps.cards} columns={3} />
      </Section>
      <Section heading={page.byTeam} tone="raised">
        <CardGrid cards={page.byTeam.cards} columns={4} />
      </Section>
      <Section heading={page.anatomy}>
        <FeatureList items={page.anatomy.items} columns={2} />
      </Section>
      <Section heading={page.adapt} tone="glow">
        <FeatureList items={page.adapt.items} variant="steps" columns={3} />
      </Section>
      <CtaBand cta={page.cta} />
    </MarketingLayout>
  );
}
