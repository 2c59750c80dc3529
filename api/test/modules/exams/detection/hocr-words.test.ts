import {
  hocrWords,
  labelDigits,
  splitLabels,
  unoverlap,
} from '../../../../src/modules/exams/detection/hocr-words';

/** hOCR as tesseract writes it with hocr_char_boxes=1: one word, each character 10 px wide. */
function hocrOf(text: string, left = 100): string {
  const chars = [...text]
    .map((c, i) => {
      const x = left + i * 10;
      const esc = c.replace('&', '&amp;').replace('<', '&lt;');
      return `<span class='ocrx_cinfo' title='x_bboxes ${x} 50 ${x + 9} 70; x_conf 99'>${esc}</span>`;
    })
    .join('\n');
  return `<div class='ocr_page' title='bbox 0 0 1000 1000'><span class='ocr_line' title='bbox 0 50 900 70'>
<span class='ocrx_word' id='word_1_1' title='bbox ${left} 50 ${left + 10 * text.length + 30} 70; x_wconf 90'>
${chars}
</span></span></div>`;
}

test('a label read into its first word is split off, boxed around its own characters', () => {
  const [word] = hocrWords(hocrOf('Q13.A'));
  expect(word.text).toBe('Q13.A');
  expect(splitLabels(word).map((w) => [w.text, w.box])).toEqual([
    ['Q13.', [100, 50, 139, 70]],
    ['A', [140, 50, 149, 70]],
  ]);
  expect(splitLabels(hocrWords(hocrOf('(3)x&y'))[0]).map((w) => w.text)).toEqual(['(3)', 'x&y']);
  expect(splitLabels(hocrWords(hocrOf('4.The'))[0]).map((w) => w.text)).toEqual(['4.', 'The']);
  expect(splitLabels(hocrWords(hocrOf('QI.A'))[0]).map((w) => w.text)).toEqual(['Q1.', 'A']);
});

test('numbers, words and lone labels stay whole', () => {
  for (const text of ['2.5', 'Q12.', '(4)', '12.', 'Question', '10.25']) {
    expect(splitLabels(hocrWords(hocrOf(text))[0]).map((w) => w.text)).toEqual([text]);
  }
});

test("a Q label's number read as look-alike letters is read as digits", () => {
  expect(['QI.', 'QS.', 'Q8l.', 'QI1.', 'Q.12.'].map(labelDigits)).toEqual([
    'Q1.',
    'Q5.',
    'Q81.',
    'Q11.',
    'Q.12.',
  ]);
  expect(['Quiz.', 'QIS', 'I.', 'Sl.'].map(labelDigits)).toEqual(['Quiz.', 'QIS', 'I.', 'Sl.']);
});

test("a word's right edge stops before the next word of its line", () => {
  const words = [
    { text: 'Q6.', box: [78, 100, 132, 120] as [number, number, number, number], chars: [] },
    { text: 'A', box: [117, 98, 125, 121] as [number, number, number, number], chars: [] },
    { text: 'next', box: [80, 130, 120, 150] as [number, number, number, number], chars: [] },
  ];
  unoverlap(words);
  expect(words.map((w) => w.box)).toEqual([
    [78, 100, 116, 120],
    [117, 98, 125, 121],
    [80, 130, 120, 150],
  ]);
});
