import { Parser } from 'htmlparser2';

/** A box in image pixels: left, top, right, bottom. */
export type PixelBox = [number, number, number, number];

/** One recognised word, with each character's box when tesseract gave them. */
export interface OcrWord {
  text: string;
  box: PixelBox;
  chars: { text: string; box: PixelBox }[];
}

const BOX_OF = /\b(?:bbox|x_bboxes) (-?\d+) (-?\d+) (-?\d+) (-?\d+)/;

function boxOf(title: string | undefined): PixelBox | undefined {
  const m = title ? BOX_OF.exec(title) : null;
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] : undefined;
}

/**
 * The words of tesseract's hOCR (`ocrx_word` spans, their `ocrx_cinfo` characters with
 * `hocr_char_boxes=1`), in tesseract's reading order. Empty words are dropped.
 */
export function hocrWords(hocr: string): OcrWord[] {
  const words: OcrWord[] = [];
  const classes: string[] = [];
  let word: OcrWord | undefined;
  let char: OcrWord['chars'][number] | undefined;
  const parser = new Parser(
    {
      onopentag(_name, attribs) {
        const cls = attribs.class ?? '';
        classes.push(cls);
        const box = boxOf(attribs.title);
        if (cls === 'ocrx_word' && box) word = { text: '', box, chars: [] };
        else if (cls === 'ocrx_cinfo' && word && box) char = { text: '', box };
      },
      ontext(text) {
        if (char) char.text += text;
        else if (word && classes[classes.length - 1] === 'ocrx_word') word.text += text.trim();
      },
      onclosetag() {
        const cls = classes.pop();
        if (cls === 'ocrx_cinfo' && word && char) {
          if (char.text) word.chars.push(char);
          char = undefined;
        } else if (cls === 'ocrx_word' && word) {
          if (word.chars.length) word.text = word.chars.map((c) => c.text).join('');
          if (word.text.trim()) words.push(word);
          word = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(hocr);
  parser.end();
  return words;
}

/**
 * A question label, or an option's number, at the start of a word that goes on: `Q13.A`, `Q17.The`,
 * `(3)x`, `4.The` (a `Q` label's number may be misread: see {@link labelDigits}). In print the label is
 * followed by a space, but a scan's bold label often sits so close to its first word that OCR reads one
 * word; the text layer gives the label as an item of its own, and the detection looks for it so. A bare
 * `12.` is split only before a non-digit, so `2.5` stays a number.
 */
const LABEL_START = /^(?:Q\.?[0-9Il|S]{1,3}[.)]|\d{1,3}[.)](?=\D)|\([0-9A-Da-d]\))(?=.)/;

/** A `Q` label whose number OCR read partly as look-alike letters: `QI.`, `QI1.`, `Q8l.`, `QS.`. */
const Q_LABEL_LOOKALIKE = /^Q\.?[0-9Il|S]{1,3}[.)]$/;
const DIGIT_OF: Record<string, string> = { I: '1', l: '1', '|': '1', S: '5' };

/**
 * A `Q` label with its number's look-alike letters read as digits (`QI.` → `Q1.`): the scans' bold `1`
 * and `5` are often read as `I` and `S`, and no word of a paper is a Q followed by one to three of these.
 */
export function labelDigits(text: string): string {
  return Q_LABEL_LOOKALIKE.test(text) ? text.replace(/[Il|S]/g, (c) => DIGIT_OF[c]) : text;
}

/** The box around some characters (the word's own box can be wider than its characters). */
function around(chars: OcrWord['chars']): PixelBox {
  return [
    Math.min(...chars.map((c) => c.box[0])),
    Math.min(...chars.map((c) => c.box[1])),
    Math.max(...chars.map((c) => c.box[2])),
    Math.max(...chars.map((c) => c.box[3])),
  ];
}

/**
 * `word` as the text layer would give it: a leading label split off as a word of its own (see
 * {@link LABEL_START}), each part boxed around its characters. Without character boxes the word stays whole.
 */
export function splitLabels(word: OcrWord): OcrWord[] {
  if (!word.chars.length) return [word];
  const parts: OcrWord[] = [];
  let chars = word.chars;
  for (;;) {
    const text = chars.map((c) => c.text).join('');
    const m = LABEL_START.exec(text);
    let cut = -1;
    if (m) {
      // The label's end must fall between two characters (a character's text may be a ligature).
      for (let i = 0, len = 0; i < chars.length && len < m[0].length; i += 1) {
        len += chars[i].text.length;
        if (len === m[0].length) cut = i + 1;
      }
    }
    if (cut <= 0 || cut >= chars.length) {
      parts.push({ text: labelDigits(text), box: around(chars), chars });
      return parts;
    }
    const head = chars.slice(0, cut);
    parts.push({ text: labelDigits(m![0]), box: around(head), chars: head });
    chars = chars.slice(cut);
  }
}

/**
 * Words of one line must not overlap, but tesseract's LSTM places a word's last character up to the next
 * word's first (`Q6.` then `A` gave `Q6.` a box 20 px too wide at 150 dpi): a word's right edge is cut back
 * to just before the next word on its line. Changes `words` in place.
 */
export function unoverlap(words: OcrWord[]): void {
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [x0, y0, x1, y1] = words[i].box;
    const [nx0, ny0, , ny1] = words[i + 1].box;
    const overlap = Math.min(y1, ny1) - Math.max(y0, ny0);
    const sameLine = overlap > 0.5 * Math.min(y1 - y0, ny1 - ny0);
    if (sameLine && nx0 > x0 && nx0 <= x1) words[i].box = [x0, y0, nx0 - 1, y1];
  }
}
