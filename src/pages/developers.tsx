import ActionLinks from '@site/src/components/ActionLinks';
import CardGrid from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Prose from '@site/src/components/Prose';
import Section from '@site/src/components/Section';
import { developersPage as page } from '@site/src/data/developers';

export default function DevelopersPage() {
  return (
    <MarketingLayout meta={page.meta}>
      <Hero hero={page.hero} />
      <Section heading={page.hook}>
        <Prose paragraphs={page.hook.paragraphs} size="lg" />
      </Section>
      <Section heading={page.mission} tone="raised">
        <CardGrid cards={page.mission.cards} columns={3} />
        <ActionLinks actions={[page.mission.action]} size="md" />
      </Section>
      <Section heading={page.practicalPath}>
        <CardGrid cards={page.practicalPath.cards} columns={3} />
      </Section>
      <Section heading={page.rewards} tone="glow">
        <CardGrid cards={page.rewards.cards} columns={2} />
      </Section>
      <CtaBand cta={page.rally} />
      <Section heading={page.quickReference} tone="raised">
        <CardGrid cards={page.quickReference.cards} columns={4} />
      </Section>
    </MarketingLayout>
  );
}
