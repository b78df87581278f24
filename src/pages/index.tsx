import ActionLinks from '@site/src/components/ActionLinks';
import CardGrid from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import FeatureList from '@site/src/components/FeatureList';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Prose from '@site/src/components/Prose';
import Section from '@site/src/components/Section';
import { homePage as page } from '@site/src/data/home';
import { organization, webSite } from '@site/src/data/structuredData';

export default function HomePage() {
  return (
    <MarketingLayout meta={page.meta} structuredData={[organization(), webSite()]}>
      <Hero hero={page.hero} visual={page.heroVisual} />
      <Section heading={page.explainer}>
        <Prose paragraphs={page.explainer.paragraphs} size="lg" />
        <FeatureList items={page.explainer.items} columns={3} />
      </Section>
      <Section heading={page.features} tone="raised">
        <CardGrid cards={page.features.cards} columns={4} />
      </Section>
      <Section heading={page.mission} tone="glow">
        <Prose paragraphs={page.mission.paragraphs} size="lg" />
        <ActionLinks actions={[page.mission.action]} size="md" />
      </Section>
      <Section heading={page.deployment}>
        <CardGrid cards={page.deployment.cards} columns={2} />
      </Section>
      <CtaBand cta={page.cta} />
    </MarketingLayout>
  );
}
