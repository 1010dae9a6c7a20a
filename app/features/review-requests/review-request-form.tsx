import { type SubmitEvent, useId, useRef, useState } from "react";
import { type ReviewRequest, type ReviewRequestErrors, reviewRequestMailto, validateReviewRequest } from "./review-request";

/** Validates the request in the browser, then hands it to the reader's email app; nothing is sent to or kept by the site. */
export function ReviewRequestForm({ contactEmail }: { contactEmail: string }) {
  const id = useId();
  const [values, setValues] = useState<ReviewRequest>({ provider: "", website: "", reason: "" });
  const [errors, setErrors] = useState<ReviewRequestErrors>({});
  const [ready, setReady] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fields = useRef(new Map<keyof ReviewRequest, HTMLInputElement | HTMLTextAreaElement>());

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = validateReviewRequest(values);
    setErrors(found);
    const first = (["provider", "website", "reason"] as const).find((field) => found[field]);
    if (first) {
      setReady(null);
      fields.current.get(first)?.focus();
      return;
    }
    setReady(reviewRequestMailto(contactEmail, values));
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const field = (name: keyof ReviewRequest, label: string, hint: string, multiline = false) => {
    const props = {
      id: `${id}-${name}`,
      name,
      className: "field-control",
      value: values[name],
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": `${id}-${name}-hint${errors[name] ? ` ${id}-${name}-error` : ""}`,
      onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        if (element) fields.current.set(name, element);
      },
    };
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`} className="field-label">
          {label}
        </label>
        <p id={`${id}-${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
        {multiline ? <textarea rows={5} {...props} /> : <input type={name === "website" ? "url" : "text"} autoComplete="off" {...props} />}
        {errors[name] ? (
          <p id={`${id}-${name}-error`} className="field-error">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <form className="form-grid" noValidate onSubmit={onSubmit} aria-label="Request a VPN review">
        {field("provider", "Provider name", "The VPN service, as it calls itself.")}
        {field("website", "Website", "Its main address, starting with https://")}
        {field("reason", "Why should we review it?", "For example: who uses it, what it claims, or a concern you have. Do not include personal details.", true)}
        <div>
          <button type="submit" className="btn btn-primary">
            Prepare my request
          </button>
        </div>
      </form>
      {ready ? (
        <div ref={summaryRef} tabIndex={-1} className="notice" role="region" aria-label="Your request is ready">
          <h2 className="text-lg">Your request is ready to send</h2>
          <p>
            The button below opens your own email app with the request filled in, addressed to {contactEmail}. Nothing has been sent yet, and this site has kept
            no copy.
          </p>
          <div className="flex flex-wrap gap-2">
            <a className="btn btn-primary btn-sm" href={ready}>
              Open in my email app
            </a>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => {
                const text = `To: ${contactEmail}\n${decodeURIComponent(ready.split("&body=")[1] ?? "")}`;
                void navigator.clipboard?.writeText(text).then(
                  () => setCopied(true),
                  () => setCopied(false),
                );
              }}>
              {copied ? "Copied" : "Copy the request instead"}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
