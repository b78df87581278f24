import ActionLinks from '@site/src/components/ActionLinks';
import CardGrid from '@site/src/components/CardGrid';
import FeatureList from '@site/src/components/FeatureList';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import NewsletterSignup from '@site/src/components/NewsletterSignup';
import Section from '@site/src/components/Section';
import UsingAnswerNav from '@site/src/components/UsingAnswerNav';
import { learnPage as page } from '@site/src/data/learn';

export default function LearnPage() {
  return (
    <MarketingLayout meta={page.meta}>
      <Hero hero={page.hero} />
      <UsingAnswerNav current={page.meta.path} />
      <Section heading={page.alpha} tone="glow">
        <ActionLinks actions={page.alpha.actions} size="md" />
      </Section>
      <Section heading={page.modules}>
        <CardGrid cards={page.modules.cards} columns={3} />
      </Section>
      <Section heading={page.courses} tone="raised">
        <FeatureList items={page.courses.items} columns={3} />
        <ActionLinks actions={page.courses.actions} size="md" />
      </Section>
      <Section heading={page.newsletter} tone="glow">
        <NewsletterSignup source="learn" />
      </Section>
      <Section heading={page.more}>
        <CardGrid cards={page.more.cards} columns={3} />
      </Section>
    </MarketingLayout>
  );
}
