/// The report's style sheet: a plain page whose colours all meet WCAG AA
/// contrast (4.5:1 for text), a focus ring on everything the keyboard
/// reaches, pictures that fit the window, and a print view (no navigation
/// or filters, a screen per page, colours kept). The filters add their rules
/// (`HTMLFilters.css`).
enum HTMLStyle {
    static let sheet = """
        :root { color-scheme: light; --ink: #1b1b1b; --muted: #4d4d4d; --line: #b8b8b8; --head: #eeeeee;
          --link: #0b57d0; --certain-bg: #fde7e4; --certain-ink: #8c1d18; --review-bg: #fff2c5; --review-ink: #5b4300; }
        * { box-sizing: border-box; }
        body { margin: 0; color: var(--ink); background: #ffffff;
          font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", sans-serif; }
        header, nav, main, footer { max-width: 90rem; margin: 0 auto; padding: 0 1.25rem; }
        header { padding-top: 1rem; border-bottom: 1px solid var(--line); }
        h1 { margin: 0 0 .25rem; font-size: 1.8rem; }
        h2 { margin: 2rem 0 .75rem; font-size: 1.45rem; border-bottom: 2px solid var(--line); }
        h3 { margin: 1.5rem 0 .5rem; font-size: 1.2rem; overflow-wrap: anywhere; }
        a { color: var(--link); }
        a:focus-visible, input:focus-visible, summary:focus-visible {
          outline: 3px solid var(--link); outline-offset: 2px; border-radius: 2px; }
        nav ol, nav ul { margin: .5rem 0; padding-left: 1.5rem; }
        nav li { overflow-wrap: anywhere; }
        code, .line { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "Noto Sans Mono", monospace; font-size: .88em; }
        .muted { color: var(--muted); }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
        dl.facts dt { font-weight: 600; }
        dl.facts dd { margin: 0; }
        table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
        table.counts { width: auto; min-width: 24rem; }
        caption { text-align: left; font-weight: 600; padding: .25rem 0; }
        th, td { border: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
        thead th { background: var(--head); }
        td { overflow-wrap: break-word; }
        .line { overflow-wrap: anywhere; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        .badge { display: inline-block; padding: 0 .4rem; border-radius: .3rem; font-weight: 600; white-space: nowrap; }
        .badge.certain { background: var(--certain-bg); color: var(--certain-ink); }
        .badge.review { background: var(--review-bg); color: var(--review-ink); border: 1px dashed var(--review-ink); }
        .filters { display: flex; flex-wrap: wrap; gap: .75rem 1.5rem; }
        .filters fieldset { border: 1px solid var(--line); border-radius: .4rem; padding: .4rem .8rem .6rem; margin: 0; }
        .filters legend { font-weight: 600; padding: 0 .3rem; }
        .choice { display: inline-block; margin: .15rem 1rem .15rem 0; white-space: nowrap; }
        .count { color: var(--muted); }
        details { border: 1px solid var(--line); border-radius: .4rem; padding: .4rem .8rem; margin: .5rem 0; }
        summary { cursor: pointer; font-weight: 600; }
        .screen { border-top: 1px solid var(--line); margin-top: 1.5rem; }
        figure { margin: .5rem 0 1rem; }
        svg.picture { display: block; max-width: 100%; height: auto; max-height: 85vh; border: 1px solid var(--line); }
        figcaption { color: var(--muted); font-size: .9rem; margin-top: .3rem; }
        footer { margin-top: 2rem; padding-top: .5rem; padding-bottom: 1rem; border-top: 1px solid var(--line); color: var(--muted); }
        @media print {
          nav, #filters { display: none; }
          body { font-size: 10pt; }
          header, main, footer { max-width: none; padding: 0; }
          a { color: inherit; text-decoration: none; }
          .screen { break-before: page; border: 0; }
          figure, tr { break-inside: avoid; }
          caption, h3 { break-after: avoid; }
          thead { display: table-header-group; }
          svg.picture { max-height: 22cm; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
          .badge { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
        }

        """
}
