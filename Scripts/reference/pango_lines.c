// Pango reference for line breaking and paragraph measurement (compiled by
// Scripts/compare_pango.py and by the benchmark; never committed as a binary).
//
//   pango_lines SIZE_PT FAMILY FONTFILE [FONTFILE ...] < requests
// Each request line: WIDTH_PT<TAB>TEXT (TEXT with \n escaped as \\n). For each request, prints
//   WIDTH_PT<TAB>HEIGHT_PT<TAB>byteStart:byteLength,byteStart:byteLength,...
// Fonts come from the given files only (an empty fontconfig configuration plus app fonts, so
// fallback happens among them in the order fontconfig sorts them), unhinted, at 72 dpi (1 pt = 1 px),
// with unrounded glyph positions, so advances are the font's own.
#include "pango_layout_setup.h"

static char *unescape(char *s) {
    char *r = s, *w = s;
    while (*r) {
        if (r[0] == '\\' && r[1] == 'n') { *w++ = '\n'; r += 2; }
        else if (r[0] == '\\' && r[1] == '\\') { *w++ = '\\'; r += 2; }
        else *w++ = *r++;
    }
    *w = 0;
    return s;
}

int main(int argc, char **argv) {
    PangoLayout *layout = reference_layout(argc, argv);
    if (!layout) return 2;
    static char line[1 << 20];
    while (fgets(line, sizeof line, stdin)) {
        size_t n = strlen(line);
        if (n && line[n - 1] == '\n') line[n - 1] = 0;
        char *tab = strchr(line, '\t');
        if (!tab) continue;
        *tab = 0;
        double width = atof(line);
        char *text = unescape(tab + 1);
        pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
        pango_layout_set_text(layout, text, -1);
        int w, h;
        pango_layout_get_size(layout, &w, &h);
        printf("%s\t%.4f\t", line, (double)h / PANGO_SCALE);
        GSList *lines = pango_layout_get_lines_readonly(layout);
        int first = 1;
        for (GSList *l = lines; l; l = l->next) {
            PangoLayoutLine *pl = l->data;
            PangoRectangle logical;
            pango_layout_line_get_extents(pl, NULL, &logical);
            if (getenv("PANGO_LINES_WIDTHS")) printf("%s%d:%d:%.3f", first ? "" : ",", pl->start_index, pl->length, (double)logical.width / PANGO_SCALE);
            else printf("%s%d:%d", first ? "" : ",", pl->start_index, pl->length);
            first = 0;
        }
        printf("\n");
        fflush(stdout);
    }
    // The layout, its context, font map and fontconfig configuration live until exit.
    return 0;
}
