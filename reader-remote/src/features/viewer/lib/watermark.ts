/**
 * The viewer's watermark (SPEC 2 "Protection": a faint SECURE VIEWER mark and today's date overlay the page).
 * Drawn into the page canvas itself, not an overlay element, so a screenshot of the canvas or a DOM edit
 * cannot remove it.
 */

/** Lines of the mark: SECURE VIEWER, then the reader's identity (when known) and today's date (en-IN). */
export function watermarkLines(date: Date, identity?: string | null): string[] {
  const day = date.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
  return ['SECURE VIEWER', identity ? `${identity} · ${day}` : day];
}

/** Who the mark names: the e-mail, else the account id, so a leaked page traces to a user. */
export function readerIdentity(
  reader: { id: string; email: string | null } | null | undefined,
): string | null {
  if (!reader) return null;
  return reader.email || `account ${reader.id}`;
}

/**
 * Tiles the mark over the whole canvas at -30°, faint (8% opacity). `pixelRatio` is the canvas's backing
 * pixels per CSS pixel, so the text keeps the same apparent size at every zoom and resolution.
 */
export function drawWatermark(canvas: HTMLCanvasElement, lines: string[], pixelRatio: number): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const fontPx = 18 * pixelRatio;
  const stepX = 320 * pixelRatio;
  const stepY = 160 * pixelRatio;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 0.09;
  ctx.fillStyle = '#334155';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate(-Math.PI / 6);
  // After rotating, cover the canvas's diagonal so no corner is left unmarked.
  const reach = Math.hypot(canvas.width, canvas.height) / 2 + stepX;
  let row = 0;
  for (let y = -reach; y <= reach; y += stepY, row += 1) {
    const offset = row % 2 === 0 ? 0 : stepX / 2;
    for (let x = -reach + offset; x <= reach; x += stepX) {
      lines.forEach((line, i) => {
        ctx.font = `${i === 0 ? 700 : 500} ${i === 0 ? fontPx : fontPx * 0.7}px system-ui, sans-serif`;
        ctx.fillText(line, x, y + i * fontPx * 1.1);
      });
    }
  }
  ctx.restore();
}
