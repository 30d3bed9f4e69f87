/** The three tools and their names on screen; apart from the detection code, which browsers never need. */
export const PLATFORMS = ["N8N", "TYPEBOT", "MAKE"] as const;
export type DetectedPlatform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<DetectedPlatform, string> = {
  N8N: "n8n",
  TYPEBOT: "Typebot",
  MAKE: "Make",
};
