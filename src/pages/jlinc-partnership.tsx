import CardGrid from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import Faq from '@site/src/components/Faq';
import FeatureList from '@site/src/components/FeatureList';
import Figure from '@site/src/components/Figure';
import Hero from '@site/src/components/Hero';
import MarketingLayout from '@site/src/components/MarketingLayout';
import Prose from '@site/src/components/Prose';
import Section from '@site/src/components/Section';
import { jlincPartnershipPage as page } from '@site/src/data/jlincPartnership';
import { partnershipPage } from '@site/src/data/structuredData';
import ComparisonTable from './jlinc-partnership/_components/ComparisonTable';

const structuredData = [
  partnershipPage({
    path: page.meta.path,
    name: page.meta.title,
    description: page.meta.description,
    partner: page.partner,
  }),
];

export default function JlincPartnershipPage() {
  return (
    <MarketingLayout meta={page.meta} structuredData={structuredData}>
      <Hero hero={page.hero} />
      <Section heading={page.vision}>
        <CardGrid cards={page.vision.cards} columns={2} />
      </Section>
      <Section heading={page.problem} tone="raised">
        <FeatureList items={page.problem.items} columns={2} />
      </Section>
      <Section heading={page.solution}>
        <FeatureList items={page.solution.items} variant="steps" columns={4} />
        <Figure image={page.solution.figure} caption={page.solution.caption} />
      </Section>
      <Section heading={page.comparison} tone="raised">
        <ComparisonTable
          caption={page.comparison.title}
          columns={page.comparison.columns}
          rows={page.comparison.rows}
        />
      </Section>
      <Section heading={page.benefits}>
        <FeatureList items={page.benefits.items} columns={4} />
      </Section>
      <Section heading={page.useCases} tone="glow">
        <CardGrid cards={page.useCases.cards} columns={4} />
      </Section>
      <Section heading={page.about}>
        <Prose paragraphs={page.about.paragraphs} />
        <CardGrid cards={page.about.cards} columns={3} />
      </Section>
      <Section heading={page.faq} tone="raised">
        <Faq items={page.faq.items} />
      </Section>
      <CtaBand cta={page.demo}>
        <CardGrid cards={page.demo.tracks} columns={2} />
      </CtaBand>
    </MarketingLayout>
  );
}
