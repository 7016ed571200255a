/**
 * Why a file was not planned: its problems by line and field ("Line 12 · nodes[0].http[1].backendPort:
 * …"), or what stops it against this gateway (ambiguous names, unknown references).
 */
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FileProblem } from '../providers/configFile';
import { useMessageText } from './useMessageText';

const ProblemList = ({ lines }: { lines: string[] }) => (
  <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
    {lines.map((line, index) => (
      <li key={index}>{line}</li>
    ))}
  </Box>
);

/** A file's problems, each at its line and field when known, under `title`. */
const ProblemAlert = ({ title, problems }: { title: string; problems: FileProblem[] }) => {
  const translate = useTranslate();
  const messageText = useMessageText();
  const lineOf = ({ line, field, message }: FileProblem) => {
    const args = { line: line ?? '', field, message: messageText(message) };
    if (line !== undefined) return translate(field ? 'app.configuration.file_problems.line_field' : 'app.configuration.file_problems.line', args);
    return field ? translate('app.configuration.file_problems.field', args) : args.message;
  };
  return (
    <Alert severity="error" sx={{ minWidth: 0 }}>
      <AlertTitle>{title}</AlertTitle>
      <ProblemList lines={problems.map(lineOf)} />
    </Alert>
  );
};

export const FileProblems = ({ problems }: { problems: FileProblem[] }) => {
  const translate = useTranslate();
  return <ProblemAlert title={translate('app.configuration.file_problems.title', { smart_count: problems.length })} problems={problems} />;
};

export const PlanProblems = ({ problems }: { problems: FileProblem[] }) => {
  const translate = useTranslate();
  return <ProblemAlert title={translate('app.configuration.plan_problems.title')} problems={problems} />;
};
