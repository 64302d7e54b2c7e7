import { Spinner } from "@tandem/ui/spinner";

/**
 * What shows while a private account links (the list's card and the setup page's last step): a spinner, what is
 * awaited and how long it may take. Styled in `private-accounts.css`, which both pages load.
 */
export function LinkWaiting({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="private-account__working">
      <Spinner size="sm" />
      <div>
        <p className="private-account__working-title">{title}</p>
        <p>{detail}</p>
      </div>
    </div>
  );
}
