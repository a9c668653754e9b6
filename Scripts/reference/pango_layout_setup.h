// The Pango layout the reference programs share (pango_lines.c, pango_runs.c): fonts from the
// files given only (an empty fontconfig configuration plus app fonts, so fallback happens among
// them in the order fontconfig sorts them), unhinted, at 72 dpi (1 pt = 1 px), unrounded glyph
// positions (advances are the font's own), PANGO_WRAP_WORD_CHAR and no inserted hyphens (UIKit
// inserts none when it breaks inside a word: hyphenationFactor 0).
//   argv: PROGRAM SIZE_PT FAMILY FONTFILE [FONTFILE ...]
#include <fontconfig/fontconfig.h>
#include <pango/pangoft2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void reference_substitute(FcPattern *pattern, gpointer data) {
    (void)data;
    FcPatternDel(pattern, FC_HINTING);
    FcPatternAddBool(pattern, FC_HINTING, FcFalse);
    FcPatternDel(pattern, FC_HINT_STYLE);
    FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE);
    FcPatternDel(pattern, FC_ANTIALIAS);
    FcPatternAddBool(pattern, FC_ANTIALIAS, FcTrue);
}

// The layout for argv (NULL after printing why, with usage when the arguments are too few).
static PangoLayout *reference_layout(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s SIZE_PT FAMILY FONTFILE [FONTFILE ...]\n", argv[0]); return NULL; }
    FcConfig *config = FcConfigCreate();
    for (int i = 3; i < argc; i++)
        if (!FcConfigAppFontAddFile(config, (const FcChar8 *)argv[i])) { fprintf(stderr, "cannot add %s\n", argv[i]); return NULL; }
    FcConfigSetCurrent(config);
    PangoFontMap *fontmap = pango_ft2_font_map_new();
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(fontmap), 72, 72);
    pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(fontmap), reference_substitute, NULL, NULL);
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
    return layout;
}
