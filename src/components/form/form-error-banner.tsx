import { forwardRef } from 'react';

interface FormErrorBannerProps {
  /** What failed, as the spec words it: "Erro no cadastro." */
  title: string;
  /** The server's message (shown as text, never as HTML). */
  message?: string;
}

/**
 * The red banner at the top of a form after a failed save. Announced to screen readers; the ref
 * lets the page scroll it into view.
 * `{saveError && <FormErrorBanner ref={bannerRef} title="Erro no cadastro." message={saveError} />}`
 */
export const FormErrorBanner = forwardRef<HTMLDivElement, FormErrorBannerProps>(function FormErrorBanner(
  { title, message },
  ref,
) {
  return (
    <div ref={ref} className="form-banner form-banner--error" role="alert" tabIndex={-1}>
      <div className="form-banner__title">
        <strong>{title}</strong>
      </div>
      {message && <div className="form-banner__message">{message}</div>}
    </div>
  );
});
