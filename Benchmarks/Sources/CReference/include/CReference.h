#ifndef CREFERENCE_H
#define CREFERENCE_H
#include <stddef.h>
#include <stdint.h>

/// Monotonic time in nanoseconds.
uint64_t ref_now_ns(void);

/// FreeType: open and close a face from memory `iterations` times; returns ns per open.
double ref_ft_open(const uint8_t *data, size_t size, long face_index, int iterations);
/// FreeType: FT_Get_Char_Index for every code point, `rounds` times; returns ns per lookup.
double ref_ft_cmap(const uint8_t *data, size_t size, long face_index, const uint32_t *codepoints, size_t count, int rounds, uint64_t *checksum);
/// FreeType: FT_Get_Advance (NO_SCALE) for every glyph, `rounds` times; returns ns per lookup.
double ref_ft_advances(const uint8_t *data, size_t size, long face_index, int rounds, uint64_t *checksum);
/// FreeType: load (NO_SCALE | NO_HINTING) and decompose every glyph's outline, `rounds` times;
/// returns ns per glyph. `segments` receives the number of decomposed segments of one round.
double ref_ft_outlines(const uint8_t *data, size_t size, long face_index, int rounds, uint64_t *segments);
/// FreeType: as ref_ft_outlines, at the instance of a variable font that the `count` user
/// coordinates give (FT_Set_Var_Design_Coordinates).
double ref_ft_outlines_var(const uint8_t *data, size_t size, long face_index, const double *coords, int count, int rounds, uint64_t *segments);
/// FreeType: as ref_ft_advances, at that instance (HVAR).
double ref_ft_advances_var(const uint8_t *data, size_t size, long face_index, const double *coords, int count, int rounds, uint64_t *checksum);

/// FreeType: load (NO_HINTING | NO_BITMAP) and render (FT_RENDER_MODE_NORMAL) each of `glyphs` at
/// `pixels` px (FT_Set_Pixel_Sizes), `rounds` times; returns ns per glyph. `checksum` receives
/// the sum of all coverage bytes of one round.
/// FT_Load_Glyph(NO_HINTING | NO_BITMAP) without rendering: decoding and scaling alone, ns per glyph.
double ref_ft_load_only(const uint8_t *data, size_t size, long face_index, const uint32_t *glyphs, size_t count, int pixels, int rounds);
double ref_ft_load_render(const uint8_t *data, size_t size, long face_index, const uint32_t *glyphs, size_t count, int pixels, int rounds, uint64_t *checksum);
/// FreeType: the glyphs are loaded and scaled once (FT_Get_Glyph); timed: FT_Glyph_To_Bitmap
/// (smooth rasterizer, FT_RENDER_MODE_NORMAL, into a new bitmap) and FT_Done_Glyph; ns per glyph.
double ref_ft_render_only(const uint8_t *data, size_t size, long face_index, const uint32_t *glyphs, size_t count, int pixels, int rounds, uint64_t *checksum);

/// Pango: a layout for `family` at `size` points using only the given font files.
typedef struct ref_pango ref_pango_t;
ref_pango_t *ref_pango_new(const char *const *files, int file_count, const char *family, double size);
/// Pango: lays `text` (UTF-8) out in `width` points; returns the height, sets the line count.
double ref_pango_measure(ref_pango_t *p, const char *text, double width, int *line_count);
/// Pango: attribute spans for the texts measured next, "byteStart:byteEnd:FAMILY:WEIGHT:SIZE_PT"
/// entries separated by ';' (an attributed paragraph); returns 0 when an entry is malformed.
int ref_pango_set_spans(ref_pango_t *p, const char *spans);
void ref_pango_free(ref_pango_t *p);

/// HarfBuzz: loads face `face_index` of the font file at `path` once (hb_blob_create_from_file,
/// hb_face, hb_font with scale = units per em), then shapes `text` (UTF-8) `iterations` times
/// into one reused buffer (hb_buffer_clear_contents, hb_buffer_add_utf8,
/// hb_buffer_guess_segment_properties, hb_shape with default features); returns ns per shaping
/// (-1 when the font cannot be read). `total_advance` receives the sum of the x advances (font
/// units) of the last shaping, `glyph_count` its glyph count and `script` the ISO 15924 tag
/// HarfBuzz guessed (hb_script_t, e.g. 'Latn') and `language` the language it took (the
/// process's locale, NULL for none).
double ref_hb_shape(const char *path, unsigned face_index, const char *text, int iterations,
                    int64_t *total_advance, uint32_t *glyph_count, uint32_t *script, const char **language);

#endif
