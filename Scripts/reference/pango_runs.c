// Pango reference for the visual order of a line's runs (compiled by
// Scripts/expectations_bidi_runs.py; never committed as a binary).
//
//   pango_runs SIZE_PT FAMILY FONTFILE [FONTFILE ...] < requests
// Each request line: WIDTH_PT<TAB>TEXT[<TAB>ATTRIBUTES] (no newlines in TEXT), ATTRIBUTES being
// byteStart:byteEnd:FAMILY:WEIGHT:SIZE_PT entries separated by ';' (an attributed paragraph: the
// span's family, weight and size). For each line of the layout, prints
//   WIDTH_PT<TAB>LINE_NUMBER<TAB>byteStart:byteLength:level,byteStart:byteLength:level,...
// the line's runs (PangoLayoutLine.runs: items of one font, script and embedding level) from
// left to right as Pango draws them, after its UAX #9 rules L1 and L2 (FriBidi). Fonts and
// settings as in pango_lines.c: the given files only, unhinted, 72 dpi, PANGO_WRAP_WORD_CHAR.
#include "pango_layout_setup.h"
#include "pango_attribute_spans.h"

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
        char *text = tab + 1;
        char *spans = strchr(text, '\t');
        if (spans) *spans++ = 0;
        PangoAttrList *attributes = reference_attribute_spans(spans);
        if (!attributes) {
            fprintf(stderr, "bad attribute spans: %s\n", spans);
            return 2;
        }
        pango_layout_set_attributes(layout, attributes);
        pango_attr_list_unref(attributes);
        pango_layout_set_width(layout, (int)(atof(line) * PANGO_SCALE));
        pango_layout_set_text(layout, text, -1);
        int number = 0;
        for (GSList *l = pango_layout_get_lines_readonly(layout); l; l = l->next, number++) {
            PangoLayoutLine *pl = l->data;
            printf("%s\t%d\t", line, number);
            int first = 1;
            for (GSList *r = pl->runs; r; r = r->next) {
                PangoItem *item = ((PangoGlyphItem *)r->data)->item;
                printf("%s%d:%d:%d", first ? "" : ",", item->offset, item->length, item->analysis.level);
                first = 0;
            }
            printf("\n");
        }
        fflush(stdout);
    }
    // The layout, its context, font map and fontconfig configuration live until exit.
    return 0;
}
