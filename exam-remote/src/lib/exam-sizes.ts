/**
 * The exam screen's sizes that decide how wide a question image is drawn (CSS px), shared by its styles
 * (components/exam-layout.ts) and by the early image, which works the width out before anything is drawn.
 */

/** Below this width the palette moves into a drawer and the layout is one column. */
export const WIDE_MIN_PX = 900;
/** The palette's column beside the question on a wide screen. */
export const PALETTE_COLUMN_PX = 300;
/** The question column's padding left and right. */
export const QUESTION_PAD_X_PX = 14;
