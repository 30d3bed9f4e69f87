import { cn } from "@/lib/utils";

/** The native file picker of the upload and edit dialogs, for .json workflow exports. */
export function JsonFileInput({ className, ...input }: Omit<React.ComponentProps<"input">, "type" | "accept">) {
  return (
    <input
      type="file"
      accept=".json,application/json"
      className={cn(
        "file:bg-muted file:text-foreground text-muted-foreground text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5 file:text-sm file:font-medium",
        className,
      )}
      {...input}
    />
  );
}
