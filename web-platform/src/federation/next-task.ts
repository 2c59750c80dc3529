/**
 * Resolves in a new task of the browser's event loop (a `MessageChannel` message, which hidden tabs do not
 * throttle as they do timers; `setTimeout(0)` where there is none), so the work after it is not part of
 * the task before. Start-up uses it to run as several shorter tasks instead of one long one, so a phone
 * can paint or take a tap between them (docs/speed.md "Short tasks").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    // The browser's port (and Node's, which the web platform's tests run on) has `onmessage`; the API's types
    // see Node's declaration of the class, which leaves it out.
    const port = channel.port1 as unknown as { onmessage: (() => void) | null; close(): void };
    port.onmessage = () => {
      port.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
