#include "CReference.h"
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H
#include <time.h>

uint64_t ref_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static FT_Library library(void) {
    static FT_Library lib = NULL;
    if (!lib) FT_Init_FreeType(&lib);
    return lib;
}

double ref_ft_open(const uint8_t *data, size_t size, long face_index, int iterations) {
    FT_Library lib = library();
    uint64_t start = ref_now_ns();
    for (int i = 0; i < iterations; i++) {
        FT_Face face;
        if (FT_New_Memory_Face(lib, data, (FT_Long)size, face_index, &face) == 0) FT_Done_Face(face);
    }
    return (double)(ref_now_ns() - start) / iterations;
}

double ref_ft_cmap(const uint8_t *data, size_t size, long face_index, const uint32_t *codepoints, size_t count, int rounds, uint64_t *checksum) {
    FT_Face face;
    if (FT_New_Memory_Face(library(), data, (FT_Long)size, face_index, &face)) return -1;
    uint64_t sum = 0;
    uint64_t start = ref_now_ns();
    for (int r = 0; r < rounds; r++)
        for (size_t i = 0; i < count; i++) sum += FT_Get_Char_Index(face, codepoints[i]);
    double ns = (double)(ref_now_ns() - start) / ((double)rounds * (double)count);
    FT_Done_Face(face);
    *checksum = sum;
    return ns;
}

double ref_ft_advances(const uint8_t *data, size_t size, long face_index, int rounds, uint64_t *checksum) {
    FT_Face face;
    if (FT_New_Memory_Face(library(), data, (FT_Long)size, face_index, &face)) return -1;
    uint64_t sum = 0;
    long n = face->num_glyphs;
    uint64_t start = ref_now_ns();
    for (int r = 0; r < rounds; r++)
        for (long g = 0; g < n; g++) {
            FT_Fixed advance = 0;
            FT_Get_Advance(face, (FT_UInt)g, FT_LOAD_NO_SCALE, &advance);
            sum += (uint64_t)advance;
        }
    double ns = (double)(ref_now_ns() - start) / ((double)rounds * (double)n);
    FT_Done_Face(face);
    *checksum = sum;
    return ns;
}

static int move_to(const FT_Vector *to, void *user) { (void)to; (*(uint64_t *)user)++; return 0; }
static int line_to(const FT_Vector *to, void *user) { (void)to; (*(uint64_t *)user)++; return 0; }
static int conic_to(const FT_Vector *c, const FT_Vector *to, void *user) { (void)c; (void)to; (*(uint64_t *)user)++; return 0; }
static int cubic_to(const FT_Vector *c1, const FT_Vector *c2, const FT_Vector *to, void *user) { (void)c1; (void)c2; (void)to; (*(uint64_t *)user)++; return 0; }

double ref_ft_outlines(const uint8_t *data, size_t size, long face_index, int rounds, uint64_t *segments) {
    FT_Face face;
    if (FT_New_Memory_Face(library(), data, (FT_Long)size, face_index, &face)) return -1;
    FT_Outline_Funcs funcs = { move_to, line_to, conic_to, cubic_to, 0, 0 };
    long n = face->num_glyphs;
    uint64_t count = 0;
    uint64_t start = ref_now_ns();
    for (int r = 0; r < rounds; r++) {
        count = 0;
        for (long g = 0; g < n; g++) {
            if (FT_Load_Glyph(face, (FT_UInt)g, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) == 0)
                FT_Outline_Decompose(&face->glyph->outline, &funcs, &count);
        }
    }
    double ns = (double)(ref_now_ns() - start) / ((double)rounds * (double)n);
    FT_Done_Face(face);
    *segments = count;
    return ns;
}

#include FT_MULTIPLE_MASTERS_H

static int set_design(FT_Face face, const double *coords, int count) {
    FT_Fixed fixed[16];
    if (count > 16) count = 16;
    for (int i = 0; i < count; i++) fixed[i] = (FT_Fixed)(coords[i] * 65536.0 + (coords[i] < 0 ? -0.5 : 0.5));
    return FT_Set_Var_Design_Coordinates(face, (FT_UInt)count, fixed);
}

double ref_ft_outlines_var(const uint8_t *data, size_t size, long face_index, const double *coords, int count, int rounds, uint64_t *segments) {
    FT_Face face;
    if (FT_New_Memory_Face(library(), data, (FT_Long)size, face_index, &face)) return -1;
    if (set_design(face, coords, count)) { FT_Done_Face(face); return -1; }
    FT_Outline_Funcs funcs = { move_to, line_to, conic_to, cubic_to, 0, 0 };
    long n = face->num_glyphs;
    uint64_t total = 0;
    uint64_t start = ref_now_ns();
    for (int r = 0; r < rounds; r++) {
        total = 0;
        for (long g = 0; g < n; g++) {
            if (FT_Load_Glyph(face, (FT_UInt)g, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) == 0)
                FT_Outline_Decompose(&face->glyph->outline, &funcs, &total);
        }
    }
    double ns = (double)(ref_now_ns() - start) / ((double)rounds * (double)n);
    FT_Done_Face(face);
    *segments = total;
    return ns;
}

double ref_ft_advances_var(const uint8_t *data, size_t size, long face_index, const double *coords, int count, int rounds, uint64_t *checksum) {
    FT_Face face;
    if (FT_New_Memory_Face(library(), data, (FT_Long)size, face_index, &face)) return -1;
    if (set_design(face, coords, count)) { FT_Done_Face(face); return -1; }
    uint64_t sum = 0;
    long n = face->num_glyphs;
    uint64_t start = ref_now_ns();
    for (int r = 0; r < rounds; r++)
        for (long g = 0; g < n; g++) {
            FT_Fixed advance = 0;
            FT_Get_Advance(face, (FT_UInt)g, FT_LOAD_NO_SCALE, &advance);
            sum += (uint64_t)advance;
        }
    double ns = (double)(ref_now_ns() - start) / ((double)rounds * (double)n);
    FT_Done_Face(face);
    *checksum = sum;
    return ns;
}

#include FT_GLYPH_H
#include <stdlib.h>

static uint64_t bitmap_sum(const FT_Bitmap *bm) {
    uint64_t sum = 0;
    for (unsigned r = 0; r < bm->rows; r++)
        for (unsigned c = 0; c < bm->width; c++) sum += bm->buffer[(long)r * bm->pitch + c];
    return sum;
}

double ref_ft_load_render(const uint8_t *data, size_t size, long face_index, const uint32_t *glyphs, size_t count, int pixels, int rounds, uint64_t *checksum) {
    FT_Face face;
    if (FT_New_Memory_Face(library(), data, (FT_Long)size, face_index, &face)) return -1;
    FT_Set_Pixel_Sizes(face, 0, (FT_UInt)pixels);
    uint64_t sum = 0;
    uint64_t start = ref_now_ns();
    for (int r = 0; r < rounds; r++)
        for (size_t i = 0; i < count; i++)
            FT_Load_Glyph(face, glyphs[i], FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_RENDER);
    double ns = (double)(ref_now_ns() - start) / ((double)rounds * (double)count);
    /* Checksum outside the timed loop: the coverage of one round. */
    sum = 0;
    for (size_t i = 0; i < count; i++)
        if (FT_Load_Glyph(face, glyphs[i], FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_RENDER) == 0)
            sum += bitmap_sum(&face->glyph->bitmap);
    FT_Done_Face(face);
    *checksum = sum;
    return ns;
}

double ref_ft_load_only(const uint8_t *data, size_t size, long face_index, const uint32_t *glyphs, size_t count, int pixels, int rounds) {
    FT_Face face;
    if (FT_New_Memory_Face(library(), data, (FT_Long)size, face_index, &face)) return -1;
    FT_Set_Pixel_Sizes(face, 0, (FT_UInt)pixels);
    uint64_t start = ref_now_ns();
    for (int r = 0; r < rounds; r++)
        for (size_t i = 0; i < count; i++)
            FT_Load_Glyph(face, glyphs[i], FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP);
    double ns = (double)(ref_now_ns() - start) / ((double)rounds * (double)count);
    FT_Done_Face(face);
    return ns;
}

double ref_ft_render_only(const uint8_t *data, size_t size, long face_index, const uint32_t *glyphs, size_t count, int pixels, int rounds, uint64_t *checksum) {
    FT_Face face;
    if (FT_New_Memory_Face(library(), data, (FT_Long)size, face_index, &face)) return -1;
    FT_Set_Pixel_Sizes(face, 0, (FT_UInt)pixels);
    FT_Glyph *loaded = calloc(count, sizeof(FT_Glyph));
    for (size_t i = 0; i < count; i++)
        if (FT_Load_Glyph(face, glyphs[i], FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) == 0) FT_Get_Glyph(face->glyph, &loaded[i]);
    uint64_t sum = 0;
    for (size_t i = 0; i < count; i++) {  /* checksum, untimed */
        FT_Glyph g = loaded[i];
        if (g && FT_Glyph_To_Bitmap(&g, FT_RENDER_MODE_NORMAL, NULL, 0) == 0) {
            sum += bitmap_sum(&((FT_BitmapGlyph)g)->bitmap);
            FT_Done_Glyph(g);
        }
    }
    uint64_t start = ref_now_ns();
    for (int r = 0; r < rounds; r++)
        for (size_t i = 0; i < count; i++) {
            FT_Glyph g = loaded[i];
            if (g && FT_Glyph_To_Bitmap(&g, FT_RENDER_MODE_NORMAL, NULL, 0) == 0) FT_Done_Glyph(g);
        }
    double ns = (double)(ref_now_ns() - start) / ((double)rounds * (double)count);
    for (size_t i = 0; i < count; i++) if (loaded[i]) FT_Done_Glyph(loaded[i]);
    free(loaded);
    FT_Done_Face(face);
    *checksum = sum;
    return ns;
}
