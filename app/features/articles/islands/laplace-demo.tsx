import { useId, useState } from "react";
import { laplaceMechanism } from "./laplace";

const TRUE_COUNT = 312;
const POPULATION = 1000;
const KEEP = 12;

/** Choose epsilon, ask the counting query again and again, and see how noisy each answer is. */
export function LaplaceDemo() {
  const id = useId();
  const [epsilon, setEpsilon] = useState(1);
  const [answers, setAnswers] = useState<number[]>([]);
  const scale = 1 / epsilon;
  const ask = (times: number) =>
    setAnswers((previous) => [...Array.from({ length: times }, () => laplaceMechanism(TRUE_COUNT, 1, epsilon)), ...previous].slice(0, KEEP));
  const mean = answers.length > 0 ? answers.reduce((sum, value) => sum + value, 0) / answers.length : null;
  const max = Math.max(1, ...answers.map((value) => Math.abs(value - TRUE_COUNT)));
  return (
    <section className="island card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Try it: the Laplace mechanism</h3>
      <p>
        A survey of {POPULATION.toLocaleString("en-GB")} people asks whether they use a VPN; the true count is {TRUE_COUNT}. Adding or removing one person
        changes the count by at most 1, so the sensitivity is 1 and the noise has scale 1 / ε. Everything happens in your browser.
      </p>
      <label className="field" htmlFor={`${id}-epsilon`}>
        <span className="field-label">
          Epsilon (ε): <strong>{epsilon.toFixed(1)}</strong>
        </span>
      </label>
      <input
        id={`${id}-epsilon`}
        type="range"
        min={0.1}
        max={5}
        step={0.1}
        value={epsilon}
        onChange={(event) => {
          setEpsilon(Number(event.target.value));
          setAnswers([]);
        }}
        aria-describedby={`${id}-scale`}
        className="w-full max-w-md"
      />
      <p id={`${id}-scale`} className="text-sm text-muted">
        Noise scale {scale.toFixed(2)}: a typical answer is off by about {scale.toFixed(1)}. Smaller ε means more privacy and more noise.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => ask(1)}>
          Ask the query
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => ask(10)}>
          Ask 10 times
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAnswers([])} disabled={answers.length === 0}>
          Clear
        </button>
      </div>
      <div aria-live="polite">
        {answers.length > 0 ? (
          <>
            <p className="mt-2">
              Latest noisy answer: <strong>{answers[0]!.toFixed(1)}</strong>
              {mean !== null ? ` · average of the last ${answers.length}: ${mean.toFixed(1)}` : ""}
            </p>
            <ul className="noise-bars" aria-label="Recent noisy answers">
              {answers.map((value, index) => (
                <li key={`${index}-${value}`}>
                  <span className="noise-value">{value.toFixed(1)}</span>
                  <span className="noise-bar" style={{ width: `${(Math.abs(value - TRUE_COUNT) / max) * 100}%` }} aria-hidden="true" />
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted">
              Averaging many answers gets close to the truth, which is why every answer spends privacy budget: asking k times at ε costs k × ε in total.
            </p>
          </>
        ) : (
          <p className="mt-2 text-sm">No answers yet.</p>
        )}
      </div>
    </section>
  );
}
