/**
 * Resolves in a new task of the browser's event loop (a `MessageChannel` message, which hidden tabs do not
 * throttle as they do timers; `setTimeout(0)` where there is none), so the work after it is not part of
 * the task before. Start-up uses it to run as several shorter tasks instead of one long one, so a phone
 * can paint or take a tap between them (ARCHITECTURE "Short tasks").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
