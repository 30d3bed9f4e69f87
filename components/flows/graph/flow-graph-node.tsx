"use client";

import { memo, type CSSProperties } from "react";
import { Handle, Position, type Node, type NodeProps } from "@xyflow/react";
import { PlayIcon } from "lucide-react";
import type { FlowGraphNode } from "@/lib/workflow/graph";
import type { DetectedPlatform } from "@/lib/workflow/platform";
import { cn } from "@/lib/utils";
import { FAMILY_ICONS, PLATFORM_ACCENTS } from "./graph-style";

export type StepNodeData = { step: FlowGraphNode; platform: DetectedPlatform; flag?: "attention" | "high" };
export type StepNode = Node<StepNodeData, "step">;

// The graph is read-only: handles only anchor the edges, so they stay invisible (inline style wins
// over the library's stylesheet).
const HIDDEN_HANDLE: CSSProperties = { opacity: 0, pointerEvents: "none", width: 1, height: 1, minWidth: 0, minHeight: 0, border: 0 };

function Handles() {
  return (
    <>
      <Handle id="in" type="target" position={Position.Left} isConnectable={false} style={HIDDEN_HANDLE} />
      <Handle id="out" type="source" position={Position.Right} isConnectable={false} style={HIDDEN_HANDLE} />
      {/* n8n AI sub-nodes (model, memory, tools) hang below their agent, linked top to bottom. */}
      <Handle id="ai-in" type="target" position={Position.Bottom} isConnectable={false} style={HIDDEN_HANDLE} />
      <Handle id="ai-out" type="source" position={Position.Top} isConnectable={false} style={HIDDEN_HANDLE} />
    </>
  );
}

function StepNodeView({ data }: NodeProps<StepNode>) {
  const { step, platform, flag } = data;
  const accent = PLATFORM_ACCENTS[platform];
  const Icon = FAMILY_ICONS[step.family];

  if (step.type === "start" && step.family === "trigger" && platform === "TYPEBOT") {
    return (
      <div className={cn("bg-card text-card-foreground flex size-full items-center gap-2 rounded-full border border-l-4 px-3 shadow-sm", accent.border)}>
        <PlayIcon className="size-4 shrink-0" aria-hidden />
        <span className="truncate text-sm font-medium">{step.label}</span>
        <Handles />
      </div>
    );
  }

  const items = step.items ?? [];
  const hidden = (step.itemCount ?? items.length) - items.length;
  return (
    <div
      className={cn(
        "bg-card text-card-foreground flex size-full flex-col justify-center rounded-lg border border-l-4 px-2.5 shadow-sm",
        accent.border,
        step.disabled && "opacity-60",
        // Named by the safety report (the flow page's 'Segurança' lists why).
        flag === "high" && "ring-destructive ring-2 ring-offset-1",
        flag === "attention" && "ring-2 ring-amber-500 ring-offset-1",
      )}
    >
      <div className="flex min-w-0 items-center gap-2.5">
        <span className={cn("flex size-8 shrink-0 items-center justify-center rounded-md", accent.tile)}>
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="min-w-0">
          <span className="block truncate text-[13px] leading-tight font-medium" title={step.label}>
            {step.label}
          </span>
          {step.detail && step.detail !== step.label && (
            <span className="text-muted-foreground block truncate text-[11px] leading-tight">
              {step.detail}
              {step.disabled && " · desativado"}
            </span>
          )}
        </span>
      </div>
      {items.length > 0 && (
        <ul className="text-muted-foreground mt-1.5 grid gap-0.5 text-[11px]">
          {items.map((item, i) => (
            <li key={i} className="bg-muted h-5 truncate rounded px-1.5 leading-5">
              {item}
            </li>
          ))}
          {hidden > 0 && (
            <li className="h-5 px-1.5 leading-5">
              +{hidden} {hidden === 1 ? "bloco" : "blocos"}
            </li>
          )}
        </ul>
      )}
      <Handles />
    </div>
  );
}

export const StepNodeComponent = memo(StepNodeView);
