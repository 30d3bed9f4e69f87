/** An n8n version as people write it: "1.40", "2.3.1" (the catalogue's "Funciona no meu n8n"). */
export const N8N_VERSION_PATTERN = /^\d{1,2}\.\d{1,3}(?:\.\d{1,3})?$/;
