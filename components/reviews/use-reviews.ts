"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { deleteJson, getJson, postJson, putJson } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import type { ReviewDTO, ReviewList } from "@/lib/reviews/dto";
import type { ReviewInput } from "@/lib/reviews/schemas";

export type ReviewsState = { status: "loading" } | { status: "error"; message: string } | ({ status: "ready" } & ReviewList);

// A review changed or removed elsewhere (another tab, an admin): show the server's truth again.
const STALE = new Set([403, 404, 409]);

/** Loads a flow's reviews on mount and runs create, update and delete with the docs/product-rules.md §6 toasts. */
export function useReviews(flowId: string, onChanged?: () => void) {
  const [state, setState] = useState<ReviewsState>({ status: "loading" });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    const result = await getJson<ReviewList>(`/api/flows/${flowId}/reviews`);
    if (request !== latest.current) return;
    setState(result.ok ? { status: "ready", ...result.data } : { status: "error", message: failureMessage(result, "Tente novamente.") });
  }, [flowId]);

  useEffect(() => {
    void load();
  }, [load]);

  function retry() {
    setState({ status: "loading" });
    void load();
  }

  function apply(change: (list: ReviewList) => ReviewList) {
    setState((s) => (s.status === "ready" ? { status: "ready", ...change(s) } : s));
    onChanged?.();
  }

  async function create(input: ReviewInput): Promise<boolean> {
    const result = await postJson<ReviewDTO>(`/api/flows/${flowId}/review`, input);
    if (!result.ok) {
      toast.error("Erro ao enviar avaliação", { description: failureMessage(result, "Tente novamente.") });
      if (STALE.has(result.status)) void load();
      return false;
    }
    toast.success("Avaliação enviada", { description: "Obrigado por avaliar este fluxo!" });
    apply((list) => ({ reviews: [result.data, ...list.reviews], myReview: result.data }));
    return true;
  }

  async function update(id: string, input: ReviewInput): Promise<boolean> {
    const result = await putJson<ReviewDTO>(`/api/reviews/${id}`, input);
    if (!result.ok) {
      toast.error("Erro ao atualizar avaliação", { description: failureMessage(result, "Tente novamente.") });
      if (STALE.has(result.status)) void load();
      return false;
    }
    toast.success("Avaliação atualizada", { description: "As alterações foram salvas." });
    const replace = (review: ReviewDTO) => (review.id === id ? result.data : review);
    apply((list) => ({ reviews: list.reviews.map(replace), myReview: list.myReview && replace(list.myReview) }));
    return true;
  }

  async function remove(id: string): Promise<boolean> {
    const result = await deleteJson<{ message: string }>(`/api/reviews/${id}`);
    if (!result.ok) {
      toast.error("Erro ao excluir avaliação", { description: failureMessage(result, "Tente novamente.") });
      if (STALE.has(result.status)) void load();
      return false;
    }
    toast.success("Avaliação excluída", { description: "A avaliação foi removida." });
    apply((list) => ({
      reviews: list.reviews.filter((review) => review.id !== id),
      myReview: list.myReview?.id === id ? null : list.myReview,
    }));
    return true;
  }

  return { state, retry, create, update, remove };
}
