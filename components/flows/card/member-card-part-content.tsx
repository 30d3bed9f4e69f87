"use client";

import { CardUpdateMark } from "@/components/flows/update-marks/card-mark";
import { FlowMemberMenu } from "./flow-member-menu";
import type { MemberCardPartProps } from "./member-card-props";

/** What MemberCardPart loads for a signed-in browser: the card's menu or its update mark. */
export function MemberCardPartContent(props: MemberCardPartProps) {
  return props.part === "update" ? <CardUpdateMark flowId={props.flowId} signedIn={props.signedIn} /> : <FlowMemberMenu {...props} />;
}
