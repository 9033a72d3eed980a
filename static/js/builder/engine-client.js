// The engine client: asks POST /api/v1/rulings/ about the case a moment after the referee stops
// changing it, and hands back only the answer to the latest question (an earlier one arriving late
// is dropped). It knows nothing of the page.

const QUIET_MS = 250; // a burst of clicks makes one question, not one per click

export class EngineClient {
  // onAnswer({ruling, body} | {failure}) is called once per question that is still the latest.
  constructor(url, onAnswer) {
    this.url = url;
    this.onAnswer = onAnswer;
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
      const response = await fetch(this.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body,
      });
      answer = { ruling: await response.json(), body };
    } catch (err) {
      answer = { failure: `The engine could not be reached (${err.message}). Your case is kept.` };
    }
    if (mine !== this.asked) return;
    this.pending = false;
    this.onAnswer(answer);
  }
}
