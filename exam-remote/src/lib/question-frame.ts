/** The question image's frame (components/question-image.tsx): its padding and its border, CSS px a side. */
export const QUESTION_FRAME_PAD_PX = 8;
export const QUESTION_FRAME_BORDER_PX = 1;
