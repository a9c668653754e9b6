// Pango reference for the visual order of a line's runs (compiled by
// Scripts/expectations_bidi_runs.py; never committed as a binary).
//
//   pango_runs SIZE_PT FAMILY FONTFILE [FONTFILE ...] < requests
// Each request line: WIDTH_PT<TAB>TEXT (no newlines in TEXT). For each line of the layout, prints
//   WIDTH_PT<TAB>LINE_NUMBER<TAB>byteStart:byteLength:level,byteStart:byteLength:level,...
// the line's runs (PangoLayoutLine.runs: items of one font, script and embedding level) from
// left to right as Pango draws them, after its UAX #9 rules L1 and L2 (FriBidi). Fonts and
// settings as in pango_lines.c: the given files only, unhinted, 72 dpi, PANGO_WRAP_WORD_CHAR.
#include <fontconfig/fontconfig.h>
#include <pango/pangoft2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void substitute(FcPattern *pattern, gpointer data) {
    (void)data;
    FcPatternDel(pattern, FC_HINTING);
    FcPatternAddBool(pattern, FC_HINTING, FcFalse);
    FcPatternDel(pattern, FC_HINT_STYLE);
    FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE);
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: pango_runs SIZE_PT FAMILY FONTFILE [FONTFILE ...]\n"); return 2; }
    FcConfig *config = FcConfigCreate();
    for (int i = 3; i < argc; i++)
        if (!FcConfigAppFontAddFile(config, (const FcChar8 *)argv[i])) { fprintf(stderr, "cannot add %s\n", argv[i]); return 1; }
    FcConfigSetCurrent(config);
    PangoFontMap *fontmap = pango_ft2_font_map_new();
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(fontmap), 72, 72);
    pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(fontmap), substitute, NULL, NULL);
    PangoContext *context = pango_font_map_create_context(fontmap);
    pango_context_set_round_glyph_positions(context, FALSE);
    PangoFontDescription *desc = pango_font_description_from_string(argv[2]);
    pango_font_description_set_size(desc, (gint)(atof(argv[1]) * PANGO_SCALE));
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_font_description(layout, desc);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(FALSE));
    pango_layout_set_attributes(layout, attributes);
    static char line[1 << 20];
    while (fgets(line, sizeof line, stdin)) {
        size_t n = strlen(line);
        if (n && line[n - 1] == '\n') line[n - 1] = 0;
        char *tab = strchr(line, '\t');
        if (!tab) continue;
        *tab = 0;
        pango_layout_set_width(layout, (int)(atof(line) * PANGO_SCALE));
        pango_layout_set_text(layout, tab + 1, -1);
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
    g_object_unref(layout);
    g_object_unref(context);
    g_object_unref(fontmap);
    return 0;
}
