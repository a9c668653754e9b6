// Pango reference for line breaking and paragraph measurement (compiled by
// Scripts/compare_pango.py and by the benchmark; never committed as a binary).
//
//   pango_lines SIZE_PT FAMILY FONTFILE [FONTFILE ...] < requests
// Each request line: WIDTH_PT<TAB>TEXT (TEXT with \n escaped as \\n). For each request, prints
//   WIDTH_PT<TAB>HEIGHT_PT<TAB>byteStart:byteLength,byteStart:byteLength,...
// Fonts come from the given files only (an empty fontconfig configuration plus app fonts, so
// fallback happens among them in the order fontconfig sorts them), unhinted, at 72 dpi (1 pt = 1 px),
// with unrounded glyph positions, so advances are the font's own.
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
    FcPatternDel(pattern, FC_ANTIALIAS);
    FcPatternAddBool(pattern, FC_ANTIALIAS, FcTrue);
}

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
    if (argc < 4) { fprintf(stderr, "usage: pango_lines SIZE_PT FAMILY FONTFILE [FONTFILE ...]\n"); return 2; }
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
    // UIKit inserts no hyphen when it breaks inside a word (hyphenationFactor 0): neither does this.
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
    g_object_unref(layout);
    g_object_unref(context);
    g_object_unref(fontmap);
    return 0;
}
