import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DownloadsChart } from "@/components/admin/panel/downloads-chart";
import { dayRange } from "@/lib/system/daily-series";

const days = dayRange("2025-05-30", 30);

describe("DownloadsChart", () => {
  it("draws one bar per day in an SVG labelled by its summary, with the same numbers as a table", () => {
    const series = days.map((date, i) => ({ date, count: i === 10 ? 7 : i % 3 }));
    const html = renderToStaticMarkup(createElement(DownloadsChart, { series }));
    expect(html.match(/<rect /g)).toHaveLength(30);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-labelledby="downloads-chart-title downloads-chart-summary"');
    expect(html).toContain("pico de 7 em 11/05/2025");
    expect(html).toContain("<title>11/05/2025: 7 downloads</title>");
    expect(html.match(/<tr /g)).toHaveLength(30);
    expect(html).toContain("Ver os dados em tabela");
  });

  it("says so when nothing was downloaded, and still draws an axis", () => {
    const html = renderToStaticMarkup(createElement(DownloadsChart, { series: days.map((date) => ({ date, count: 0 })) }));
    expect(html).toContain("Nenhum download nos últimos 30 dias.");
    expect(html).toContain('height="0"');
    expect(html).not.toContain("NaN");
  });
});
