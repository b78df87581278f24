import { clip, pickParams, searchOf, timeLabel } from '@site/src/lib/consoleData';
import { FilteredList } from './FilteredList';
import { useAdminData, useQueryState } from './hooks';
import type { Column, FilterField } from './ListParts';
import { detailLink, listPath } from './listQuery';
import { ViewHeading } from './parts';
import QuestionDetail from './QuestionDetail';
import QuestionGroups, { QUESTION_CHARS } from './QuestionGroups';
import { PROVIDER_LABELS, providerLabel, ratingLabel } from './questionLabels';
import QuestionReport from './QuestionReport';
import type { Page, Question } from './types';
import styles from './styles.module.css';

/** The filters of the list, its CSV and the report above it alike. */
const FILTERS = ['q', 'from', 'to', 'answered', 'provider', 'rating', 'path'] as const;
const TEXT_FIRST = new Set(['question', 'page', 'provider']);

const FIELDS: FilterField[] = [
  { name: 'q', label: 'Search', type: 'search', hint: 'Part of the question or of the comment.' },
  { name: 'from', label: 'Asked from', type: 'date', hint: 'Without dates the charts cover the last 30 days.' },
  { name: 'to', label: 'Asked to', type: 'date' },
  {
    name: 'answered',
    label: 'Answered',
    type: 'select',
    options: [
      { value: '', label: 'Answered or not' },
      { value: 'yes', label: 'Answered' },
      { value: 'no', label: 'Not answered' },
    ],
  },
  {
    name: 'provider',
    label: 'Answered by',
    type: 'select',
    options: [
      { value: '', label: 'Any provider' },
      ...Object.entries(PROVIDER_LABELS).map(([value, label]) => ({ value, label })),
    ],
  },
  {
    name: 'rating',
    label: 'Thumbs',
    type: 'select',
    options: [
      { value: '', label: 'Any' },
      { value: 'up', label: 'Thumbs up' },
      { value: 'down', label: 'Thumbs down' },
      { value: 'none', label: 'No thumbs' },
    ],
  },
  { name: 'path', label: 'Asked on page', type: 'text', hint: 'A path, like /docs/intro; (none) for none.' },
];

/** What readers asked "Ask the docs", what it could not answer, the pages it cited, and every question. */
export default function Questions() {
  const [params, navigate] = useQueryState();
  const id = params.get('id');
  const list = useAdminData<Page<Question>>(listPath('questions', params));
  const search = searchOf(pickParams(params, FILTERS));

  const columns: Column<Question>[] = [
    {
      label: 'Question',
      sort: 'question',
      render: (question) => (
        <a {...detailLink(params, question.id, navigate)} className={styles.questionLink}>
          {clip(question.question, QUESTION_CHARS)}
        </a>
      ),
    },
    { label: 'Asked', sort: 'createdAt', render: (question) => timeLabel(question.createdAt) },
    { label: 'On page', sort: 'page', render: (question) => question.page ?? '—' },
    { label: 'Answered by', sort: 'provider', render: providerLabel },
    { label: 'Answered', render: (question) => (question.answered ? 'Yes' : 'No') },
    { label: 'Thumbs', sort: 'rating', render: (question) => (question.rating ? ratingLabel(question.rating) : '—') },
    { label: 'Pages cited', render: (question) => question.citations.length },
  ];

  if (id) return <QuestionDetail id={id} params={params} navigate={navigate} />;

  return (
    <>
      <ViewHeading>Questions</ViewHeading>
      <p>
        What readers asked &ldquo;Ask the docs&rdquo;. The filters apply to everything below: the charts, the groups,
        the cited pages, the list and its CSV.
      </p>
      <FilteredList
        list="questions"
        noun="question"
        caption="Questions readers asked"
        fields={FIELDS}
        filters={FILTERS}
        columns={columns}
        textFirst={TEXT_FIRST}
        defaultSort="createdAt"
        loaded={list}
        params={params}
        navigate={navigate}
      >
        <QuestionReport search={search} />
        <QuestionGroups search={search} params={params} navigate={navigate} />
        <h2 className={styles.listHeading}>Every question</h2>
      </FilteredList>
    </>
  );
}
