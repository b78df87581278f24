import { externalLinks } from '../../config/site';
import type {
  CardsSection,
  CtaCopy,
  Illustration,
  ItemsSection,
  MarketingPageData,
  ProseSection,
  SectionHeading,
} from './types';

export interface SidekickStudioPage extends MarketingPageData {
  flowise: ProseSection;
  frameworks: CardsSection;
  builder: ItemsSection;
  mcp: SectionHeading & { figure: Illustration; caption: string };
  nodes: CardsSection;
  migration: CtaCopy;
}

export const sidekickStudioPage: SidekickStudioPage = {
  meta: {
    path: '/sidekick-studio',
    title: 'Sidekick Studio',
    description:
      'A visual builder for AI sidekicks: chatflows, agentflows, document stores, MCP tools and credentials, built on Flowise with LangChain and LlamaIndex.',
  },
  hero: {
    eyebrow: 'Using Answer',
    title: 'Sidekick Studio',
    lede: 'Drag nodes onto a canvas, connect a model to memory, documents and tools, and publish the result as a sidekick, a chat embed or an API. No code needed, and code welcome.',
    actions: [
      { label: 'Open the studio', to: externalLinks.studio },
      { label: 'Read the studio docs', to: '/docs/sidekick-studio/' },
    ],
    jumpLinks: [
      { label: 'Frameworks', to: '#features' },
      { label: 'MCP tools', to: '#mcp' },
      { label: 'Node library', to: '#node-ecosystem' },
    ],
  },
  flowise: {
    id: 'flowise',
    eyebrow: 'Foundations',
    title: 'Built on Flowise excellence',
    paragraphs: [
      'The studio grows out of Flowise, the open-source visual builder for applications on large language models. You get its canvas, its node library and its way of thinking in flows.',
      'On top of it we add what a company needs to run sidekicks every day: chat for everyone, a browser extension, shared document stores, feedback on answers, and a verifiable record of what agents did.',
    ],
  },
  frameworks: {
    id: 'features',
    title: 'Enterprise-grade AI framework support',
    lede: 'Two of the most widely used frameworks for building on language models, as nodes you connect on the canvas.',
    cards: [
      {
        title: 'LangChain',
        text: 'Chains, agents, retrievers, memory and output parsers from LangChain appear as nodes. Combine them without writing glue code.',
        icon: 'link',
      },
      {
        title: 'LlamaIndex',
        text: 'Indexing and retrieval patterns for large document collections, connected like any other node.',
        icon: 'layers',
      },
    ],
  },
  builder: {
    id: 'builder',
    title: 'Visual AI workflow builder',
    lede: 'Three ways to build, from a single assistant to a team of agents.',
    items: [
      {
        title: 'Chatflows',
        text: 'Wire one assistant from a model, a prompt, memory, a retriever and tools. The quickest path from idea to working sidekick.',
        icon: 'route',
      },
      {
        title: 'Agentflows',
        text: 'Let several agents share a job, with a supervisor that hands out the work and collects the results.',
        icon: 'users',
      },
      {
        title: 'Sequential agents',
        text: 'Control every step with start, agent, LLM, tool, condition, loop, state and end nodes when the order matters.',
        icon: 'loop',
      },
    ],
  },
  mcp: {
    id: 'mcp',
    title: 'Connect any tool with MCP',
    lede: 'The Model Context Protocol lets an agent use the tools of any MCP server. Ready-made nodes cover GitHub, Jira, Slack, Salesforce, Confluence, Contentful, PostgreSQL and Brave Search; the Custom MCP node reaches any other server.',
    figure: {
      src: '/img/illustrations/studio-mcp.svg',
      width: 880,
      height: 440,
      alt: 'The studio canvas with GitHub, Jira and Slack MCP nodes connected to a tool agent, which is connected to a chat model and a memory node.',
    },
    caption: 'A tool agent with three MCP servers attached. Each server adds its tools to the agent.',
  },
  nodes: {
    id: 'node-ecosystem',
    title: 'Comprehensive node ecosystem',
    lede: 'More than 170 documented nodes, grouped by what they do. Each group has its reference pages in the docs.',
    cards: [
      {
        title: 'Chat models',
        text: 'OpenAI, Anthropic, Google, Mistral, Groq, Cohere, AWS Bedrock, Azure, Hugging Face and LocalAI.',
        icon: 'chip',
        link: { label: 'Chat model nodes', to: '/docs/sidekick-studio/chatflows/chat-models/' },
      },
      {
        title: 'Document loaders',
        text: 'PDF, Word, CSV, Notion, Confluence, Google Drive, GitHub, S3, web scrapers and more than twenty others.',
        icon: 'document',
        link: { label: 'Document loader nodes', to: '/docs/sidekick-studio/chatflows/document-loaders/' },
      },
      {
        title: 'Vector stores',
        text: 'Postgres, Pinecone, Qdrant, Chroma, Weaviate, Milvus, Elasticsearch, Supabase and more, with embeddings to match.',
        icon: 'database',
        link: { label: 'Vector store nodes', to: '/docs/sidekick-studio/chatflows/vector-stores/' },
      },
      {
        title: 'Retrievers and splitters',
        text: 'Rerankers, HyDE, score thresholds and rank fusion, plus splitters for text, Markdown, HTML and code.',
        icon: 'search',
        link: { label: 'Retriever nodes', to: '/docs/sidekick-studio/chatflows/retrievers/' },
      },
      {
        title: 'Memory',
        text: 'Buffer, window and summary memory, or chat history kept in Redis, MongoDB Atlas, DynamoDB or Zep.',
        icon: 'loop',
        link: { label: 'Memory nodes', to: '/docs/sidekick-studio/chatflows/memory/' },
      },
      {
        title: 'Tools',
        text: 'Search, web browsing, HTTP requests, a Python interpreter, calendars, OpenAPI toolkits and custom tools.',
        icon: 'plug',
        link: { label: 'Tool nodes', to: '/docs/sidekick-studio/chatflows/tools/' },
      },
      {
        title: 'Chains and agents',
        text: 'Conversation and retrieval QA chains, SQL and API chains, tool agents and OpenAI assistants.',
        icon: 'route',
        link: { label: 'Chain nodes', to: '/docs/sidekick-studio/chatflows/chains/' },
      },
      {
        title: 'Utilities and moderation',
        text: 'Custom JavaScript functions, if/else branches, variables and sticky notes; moderation that screens input.',
        icon: 'shield',
        link: { label: 'Utility nodes', to: '/docs/sidekick-studio/chatflows/utilities/' },
      },
    ],
  },
  migration: {
    id: 'migration',
    title: 'Migration made easy',
    text: 'Coming from Flowise? The nodes and the flow structure will feel familiar. Bring your flows over, start with the chatflow guide, and ask the community if a node behaves differently.',
    actions: [
      { label: 'Open the studio', to: externalLinks.studio },
      { label: 'Read the chatflow guide', to: '/docs/sidekick-studio/chatflows/' },
      { label: 'Get help on Discord', to: externalLinks.community },
    ],
  },
};
