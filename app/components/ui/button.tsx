import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "destructive" | "matrix" | "quantum" | "secure";
type ButtonSize = "sm" | "md" | "lg" | "icon";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

/** One button for the whole site; the security-flavoured variants are matrix, quantum and secure. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn("btn", `btn-${variant}`, `btn-${size}`, className)} {...props} />;
});
