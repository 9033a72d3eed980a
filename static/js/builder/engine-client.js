// The engine client: asks POST /api/v1/rulings/ about the case a moment after the referee stops
// changing it, and hands back only the answer to the latest question (an earlier one arriving late
// is dropped). Without a network, or when the server does not answer within SERVER_WAIT_MS, it asks the
// engine on the phone instead (`fallback`), and says which engine answered. It knows nothing of the page.

const QUIET_MS = 250; // a burst of clicks makes one question, not one per click
const SERVER_WAIT_MS = 4000; // longer than the server takes under load, short enough for four players waiting

export class EngineClient {
  // onAnswer({ruling, body, by, stamp} | {failure}) is called once per question that is still the latest.
  // fallback(body) resolves with {ruling, stamp} from the engine on the phone (stamp: what it was ruled under, in
  // the engine's words).
  constructor(url, onAnswer, fallback = null) {
    this.url = url;
    this.onAnswer = onAnswer;
    this.fallback = fallback;
    this.timer = null;
    this.asked = 0;
    this.pending = false;
  }

  schedule(body) {
    clearTimeout(this.timer);
    this.pending = true;
    this.timer = setTimeout(() => this.ask(body), QUIET_MS);
  }

  cancel() {
    clearTimeout(this.timer);
  }

  async ask(body) {
    const mine = ++this.asked;
    this.pending = true;
    let answer;
    try {
      answer = { ruling: await this.askServer(body), body, by: "server" };
    } catch (err) {
      answer = { failure: `The engine could not be reached (${err.message}). Your case is kept.` };
      if (this.fallback) {
        try {
          const phone = await this.fallback(body);
          answer = { ruling: phone.ruling, stamp: phone.stamp, body, by: "phone" };
        } catch (phoneErr) {
          answer.failure = `The server could not be reached (${err.message}) and the engine on this device could not answer (${phoneErr.message}). Your case is kept.`;
        }
      }
    }
    if (mine !== this.asked) return;
    this.pending = false;
    this.onAnswer(answer);
  }

  async askServer(body) {
    if (this.fallback && navigator.onLine === false) throw new Error("no network");
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SERVER_WAIT_MS);
    try {
      const response = await fetch(this.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body,
        signal: controller.signal,
      });
      if (response.status >= 500) throw new Error(`the server answered ${response.status}`);
      return await response.json();
    } catch (err) {
      throw controller.signal.aborted ? new Error(`no answer within ${SERVER_WAIT_MS / 1000} seconds`) : err;
    } finally {
      clearTimeout(timer);
    }
  }
}
