// Pango reference for the layout benchmark: the same paragraphs, fonts and width as Typeset,
// laid out with PangoFT2 (unhinted, 72 dpi, unrounded positions, no inserted hyphens).
#include "CReference.h"
#include <fontconfig/fontconfig.h>
#include <pango/pangoft2.h>
#include "pango_attribute_spans.h"
#include <stdlib.h>
#include <string.h>

static void substitute(FcPattern *pattern, gpointer data) {
    (void)data;
    FcPatternDel(pattern, FC_HINTING);
    FcPatternAddBool(pattern, FC_HINTING, FcFalse);
}

struct ref_pango { PangoFontMap *fontmap; PangoContext *context; PangoLayout *layout; };

ref_pango_t *ref_pango_new(const char *const *files, int file_count, const char *family, double size) {
    FcConfig *config = FcConfigCreate();
    for (int i = 0; i < file_count; i++) FcConfigAppFontAddFile(config, (const FcChar8 *)files[i]);
    FcConfigSetCurrent(config);
    struct ref_pango *p = calloc(1, sizeof *p);
    p->fontmap = pango_ft2_font_map_new();
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(p->fontmap), 72, 72);
    pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(p->fontmap), substitute, NULL, NULL);
    p->context = pango_font_map_create_context(p->fontmap);
    pango_context_set_round_glyph_positions(p->context, FALSE);
    PangoFontDescription *desc = pango_font_description_from_string(family);
    pango_font_description_set_size(desc, (gint)(size * PANGO_SCALE));
    p->layout = pango_layout_new(p->context);
    pango_layout_set_font_description(p->layout, desc);
    pango_font_description_free(desc);
    pango_layout_set_wrap(p->layout, PANGO_WRAP_WORD_CHAR);
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(FALSE));
    pango_layout_set_attributes(p->layout, attributes);
    pango_attr_list_unref(attributes);
    return p;
}

double ref_pango_measure(ref_pango_t *p, const char *text, double width, int *line_count) {
    pango_layout_set_width(p->layout, (int)(width * PANGO_SCALE));
    pango_layout_set_text(p->layout, text, -1);
    int w, h;
    pango_layout_get_size(p->layout, &w, &h);
    *line_count = pango_layout_get_line_count(p->layout);
    return (double)h / PANGO_SCALE;
}

int ref_pango_set_spans(ref_pango_t *p, const char *spans) {
    PangoAttrList *attributes = reference_attribute_spans(spans);
    if (!attributes) return 0;
    pango_layout_set_attributes(p->layout, attributes);
    pango_attr_list_unref(attributes);
    return 1;
}

void ref_pango_free(ref_pango_t *p) {
    g_object_unref(p->layout);
    g_object_unref(p->context);
    g_object_unref(p->fontmap);
    free(p);
}
