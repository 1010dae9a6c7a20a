import { useId, useState } from "react";
import type { ChecklistQuestion } from "../article-types";

type Answer = "yes" | "partly" | "no";
const VALUE: Record<Answer, number> = { yes: 1, partly: 0.5, no: 0 };

/** Score in per cent of the weighted answers given so far; null until something is answered. */
export function readinessScore(questions: readonly ChecklistQuestion[], answers: Partial<Record<string, Answer>>): number | null {
  let total = 0;
  let earned = 0;
  for (const question of questions) {
    const answer = answers[question.id];
    if (!answer) continue;
    total += question.weight;
    earned += question.weight * VALUE[answer];
  }
  return total === 0 ? null : Math.round((earned / total) * 100);
}

export function readinessBand(score: number): string {
  if (score >= 80) return "Well prepared: keep testing and keep the inventory current.";
  if (score >= 50) return "Under way: close the gaps below, starting with the heaviest.";
  return "Early days: start with ownership and an inventory of your cryptography.";
}

/** The self-assessment: answered and scored in the browser; nothing is stored or sent. */
export function QuantumReadinessChecklist({ questions }: { questions: readonly ChecklistQuestion[] }) {
  const id = useId();
  const [answers, setAnswers] = useState<Partial<Record<string, Answer>>>({});
  const score = readinessScore(questions, answers);
  const answered = Object.keys(answers).length;
  const gaps = questions.filter((question) => answers[question.id] && answers[question.id] !== "yes").sort((a, b) => b.weight - a.weight);
  return (
    <section className="island card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Self-assessment: how ready are you?</h3>
      <p className="text-sm text-muted">Your answers stay in this page: nothing is stored or sent.</p>
      <ol className="checklist">
        {questions.map((question) => (
          <li key={question.id}>
            <fieldset>
              <legend>{question.text}</legend>
              <div className="flex flex-wrap gap-4">
                {(["yes", "partly", "no"] as const).map((answer) => (
                  <label key={answer} className="check-field">
                    <input
                      type="radio"
                      name={`${id}-${question.id}`}
                      value={answer}
                      checked={answers[question.id] === answer}
                      onChange={() => setAnswers({ ...answers, [question.id]: answer })}
                    />
                    {answer === "yes" ? "Yes" : answer === "partly" ? "Partly" : "No"}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div aria-live="polite" className="checklist-result">
        {score === null ? (
          <p>Answer the questions to see your score.</p>
        ) : (
          <>
            <p>
              <strong>Readiness: {score}%</strong> ({answered} of {questions.length} answered). {readinessBand(score)}
            </p>
            {gaps.length > 0 ? (
              <>
                <p>Where to start:</p>
                <ul>
                  {gaps.slice(0, 4).map((question) => (
                    <li key={question.id}>{question.why}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </div>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAnswers({})} disabled={answered === 0}>
        Start again
      </button>
    </section>
  );
}
