import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button-variants";

describe("buttonVariants", () => {
  it("names the variant and the size, medium by default", () => {
    expect(buttonVariants()).toBe("btn btn-default btn-md");
    expect(buttonVariants({ variant: "outline", size: "default" })).toBe("btn btn-outline btn-md");
    expect(buttonVariants({ variant: "ghost", size: "icon" })).toBe("btn btn-ghost btn-icon");
  });

  it("adds the caller's classes after its own, and nothing for an empty one", () => {
    expect(buttonVariants({ size: "sm", className: "mt-1 w-full" })).toBe("btn btn-default btn-sm mt-1 w-full");
    expect(buttonVariants({ className: "" })).toBe("btn btn-default btn-md");
  });
});
