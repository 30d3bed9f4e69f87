/**
 * The flow the n8n test uploads and then imports through n8n's template library. Its nodes need no
 * credentials (so n8n opens it on the canvas without a setup step) and one parameter carries the
 * run's stamp, since the catalogue refuses a workflow it already has, whatever its name.
 */
export function n8nTestFlow(stamp: number) {
  const nodes = ["Início manual", "Montar mensagem", "Fim"] as const;
  const [start, message, end] = nodes;
  return {
    name: `Boas-vindas no n8n ${stamp}`,
    nodes,
    workflow: {
      name: `Boas-vindas no n8n ${stamp}`,
      nodes: [
        { id: "2d6c1f3e-1a7b-4c1e-9a0e-6f1d2b3c4a01", name: start, type: "n8n-nodes-base.manualTrigger", typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: "2d6c1f3e-1a7b-4c1e-9a0e-6f1d2b3c4a02",
          name: message,
          type: "n8n-nodes-base.set",
          typeVersion: 3.4,
          position: [220, 0],
          parameters: {
            assignments: { assignments: [{ id: "a1", name: "mensagem", value: `Olá! Execução ${stamp}`, type: "string" }] },
            options: {},
          },
        },
        { id: "2d6c1f3e-1a7b-4c1e-9a0e-6f1d2b3c4a03", name: end, type: "n8n-nodes-base.noOp", typeVersion: 1, position: [440, 0], parameters: {} },
      ],
      connections: {
        [start]: { main: [[{ node: message, type: "main", index: 0 }]] },
        [message]: { main: [[{ node: end, type: "main", index: 0 }]] },
      },
      settings: { executionOrder: "v1" },
    },
  };
}
