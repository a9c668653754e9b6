// Prints every word of one of ICU's compiled break-iterator dictionaries (libicudata, the
// "brkitr/dict" tree), one word a line in UTF-8, in the trie's order.
//
// Usage: icu_dictionary_words laodict|khmerdict|burmesedict|thaidict
//        icu_dictionary_words --set '[[:Laoo:]&[:LineBreak=SA:]]'   (the set's ranges, "first last" in hex)
// Build: g++ -O1 -o icu_dictionary_words icu_dictionary_words.cpp -licuuc -licudata
//
// Only ICU's public API is used: udata_open to find the data, icu::BytesTrie::Iterator to
// enumerate it. The layout of the data is ICU's documented dictionary format: a header of eight
// int32 indexes (0: offset of the trie, 4: trie type, 5: transform), then the trie. These four
// dictionaries are byte tries with the "offset" transform: a byte b stands for U+(offset + b),
// except 0xFE for U+200C ZWNJ and 0xFF for U+200D ZWJ. Called by
// Scripts/generate_icu_dictionaries.py.
#include <unicode/bytestrie.h>
#include <unicode/udata.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>
#include <cstdio>
#include <cstring>

static void putUTF8(unsigned c) {
    if (c < 0x80) { putchar((int)c); return; }
    if (c < 0x800) { putchar(0xC0 | (c >> 6)); putchar(0x80 | (c & 0x3F)); return; }
    putchar(0xE0 | (c >> 12)); putchar(0x80 | ((c >> 6) & 0x3F)); putchar(0x80 | (c & 0x3F));
}

static int printSet(const char *pattern) {
    UErrorCode status = U_ZERO_ERROR;
    UChar buffer[256];
    u_uastrcpy(buffer, pattern);
    USet *set = uset_openPattern(buffer, -1, &status);
    if (U_FAILURE(status)) { fprintf(stderr, "%s: %s\n", pattern, u_errorName(status)); return 1; }
    for (int32_t i = 0; i < uset_getItemCount(set); i++) {
        UChar32 first, last;
        uset_getItem(set, i, &first, &last, NULL, 0, &status);
        printf("%04X %04X\n", (unsigned)first, (unsigned)last);
    }
    uset_close(set);
    return U_FAILURE(status) ? 1 : 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--set") == 0) return printSet(argv[2]);
    if (argc != 2) { fprintf(stderr, "usage: %s laodict|khmerdict|burmesedict|thaidict\n", argv[0]); return 2; }
    UErrorCode status = U_ZERO_ERROR;
    UDataMemory *memory = udata_open(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "brkitr", "dict", argv[1], &status);
    if (U_FAILURE(status)) { fprintf(stderr, "%s: %s\n", argv[1], u_errorName(status)); return 1; }
    const uint8_t *bytes = (const uint8_t *)udata_getMemory(memory);
    const int32_t *indexes = (const int32_t *)bytes;
    const int32_t trieOffset = indexes[0], trieType = indexes[4], transform = indexes[5];
    if ((trieType & 7) != 0 || (transform & 0x7F000000) != 0x01000000) {
        fprintf(stderr, "%s: not a byte trie with the offset transform (type %d, transform %x)\n", argv[1], trieType, transform);
        return 1;
    }
    const unsigned offset = (unsigned)(transform & 0x1FFFFF);
    fprintf(stderr, "%s: transform offset U+%04X\n", argv[1], offset);
    icu::BytesTrie::Iterator words(bytes + trieOffset, 0, status);
    while (words.next(status)) {
        const icu::StringPiece &word = words.getString();
        for (int32_t i = 0; i < word.length(); i++) {
            const unsigned b = (uint8_t)word.data()[i];
            putUTF8(b == 0xFF ? 0x200D : b == 0xFE ? 0x200C : offset + b);
        }
        putchar('\n');
    }
    if (U_FAILURE(status)) { fprintf(stderr, "%s: %s\n", argv[1], u_errorName(status)); return 1; }
    udata_close(memory);
    return 0;
}
