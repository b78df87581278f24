import ActionLinks from '@site/src/components/ActionLinks';
import CardGrid from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import FeatureList from '@site/src/components/FeatureList';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Prose from '@site/src/components/Prose';
import Section from '@site/src/components/Section';
import { creatorsPage as page } from '@site/src/data/creators';

export default function CreatorsPage() {
  return (
    <MarketingLayout meta={page.meta}>
      <Hero hero={page.hero} />
      <Section heading={page.problem}>
        <Prose paragraphs={page.problem.paragraphs} size="lg" />
      </Section>
      <Section heading={page.originalSin} tone="raised">
        <Prose paragraphs={page.originalSin.paragraphs} />
        <ActionLinks actions={[page.originalSin.action]} size="md" />
      </Section>
      <Section heading={page.solution}>
        <CardGrid cards={page.solution.cards} columns={3} />
      </Section>
      <Section heading={page.whyNow} tone="glow">
        <FeatureList items={page.whyNow.items} columns={3} />
      </Section>
      <Section heading={page.join}>
        <CardGrid cards={page.join.cards} columns={2} />
      </Section>
      <CtaBand cta={page.rally} />
    </MarketingLayout>
  );
}
