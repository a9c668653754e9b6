// HarfBuzz reference for the shaping benchmark: the same paragraph and font as Typeset's
// OpenTypeShaper, shaped with hb_shape (default features, segment properties guessed from the
// text, font scale = units per em so advances are in font units like Typeset's).
#include "CReference.h"
#include <hb.h>
#include <string.h>

double ref_hb_shape(const char *path, unsigned face_index, const char *text, int iterations,
                    int64_t *total_advance, uint32_t *glyph_count, uint32_t *script, const char **language) {
    hb_blob_t *blob = hb_blob_create_from_file(path);
    hb_face_t *face = hb_face_create(blob, face_index);
    hb_font_t *font = hb_font_create(face);
    int upem = (int)hb_face_get_upem(face);
    hb_font_set_scale(font, upem, upem);
    hb_buffer_t *buffer = hb_buffer_create();
    int length = (int)strlen(text);
    *total_advance = 0;
    *glyph_count = 0;
    *script = 0;
    *language = NULL;
    double ns = -1;
    if (hb_face_get_glyph_count(face) > 0) {
        uint64_t start = ref_now_ns();
        for (int i = 0; i < iterations; i++) {
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf8(buffer, text, length, 0, length);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(font, buffer, NULL, 0);
        }
        ns = (double)(ref_now_ns() - start) / iterations;
        unsigned count = 0;
        hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
        int64_t sum = 0;
        for (unsigned g = 0; g < count; g++) sum += positions[g].x_advance;
        *total_advance = sum;
        *glyph_count = count;
        *script = (uint32_t)hb_buffer_get_script(buffer);
        *language = hb_language_to_string(hb_buffer_get_language(buffer));
    }
    hb_buffer_destroy(buffer);
    hb_font_destroy(font);
    hb_face_destroy(face);
    hb_blob_destroy(blob);
    return ns;
}
