import styled from 'styled-components';

/** The faint SECURE VIEWER mark and date (docs/domains/reading.md "Protection"): one small line in the page's
 * top margin, never over its text. */
export const Mark = styled.div`
  position: absolute;
  inset: 0.4% 2% auto;
  display: flex;
  justify-content: center;
  gap: 0.6em;
  pointer-events: none;
  color: #334155;
  opacity: 0.5;
  font-weight: 600;
  font-size: 0.6875rem;
  line-height: 1.2;
  white-space: nowrap;
  overflow: hidden;
  & > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
