import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { KeyRefusal } from '../lib/answer-key';

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: 8px;
  padding: 12px 14px;
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0 0 6px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.danger};
  }
  ul {
    margin: 0;
    padding-left: 20px;
    max-height: 240px;
    overflow-y: auto;
    font-size: 0.9rem;
  }
`;

/**
 * A refused answer key (400 of `PUT …/key`): the API's summary ("6 lines of the answer key are wrong;
 * nothing was saved") and every refused line as the API words it ("line 14: question 14 is numerical; 'C'
 * is not a number"), announced as an alert.
 */
export function KeyRefusalView({ refusal }: { refusal: KeyRefusal }): ReactElement {
  return (
    <Box role="alert" data-testid="key-errors">
      <p>{refusal.error}</p>
      {refusal.lines.length > 0 && (
        <ul>
          {refusal.lines.map((l, i) => (
            <li key={`${l.line}-${i}`}>
              {l.error.startsWith(`line ${l.line}`) ? l.error : `line ${l.line}: ${l.error}`}
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
