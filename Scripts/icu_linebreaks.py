#!/usr/bin/env python3
"""Compare Typeset's line break opportunities with ICU's on the paragraphs in Fixtures/text.

Usage: python3 Scripts/icu_linebreaks.py [FILE ...]   (default: Fixtures/text/*.txt)

Needs libicu-dev and swiftc. Compiles, in a temporary directory, a small C program using ICU's
line BreakIterator (root locale) and a small Swift program using Sources/TypesetUnicode/LineBreaking;
nothing is committed as a binary. Each line of a file is one paragraph; break positions are
compared as scalar offsets and every difference is printed with its context and the classes of
the two characters around it. This is a report, not a test: ICU tailors UAX #14 (dictionary
breaking for SA scripts, some rules) so differences are expected and need reading.
"""
import glob, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

C_SOURCE = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>
/* Reads UTF-8 lines on stdin; prints, per line, the break offsets in code points
   ("!" suffix for hard breaks, rule status >= UBRK_LINE_HARD). */
int main(void) {
    static char line[1 << 20];
    static UChar u16[1 << 20];
    while (fgets(line, sizeof line, stdin)) {
        size_t n = strlen(line);
        if (n && line[n - 1] == '\n') line[--n] = 0;
        UErrorCode status = U_ZERO_ERROR;
        int32_t len = 0;
        u_strFromUTF8(u16, 1 << 20, &len, line, (int32_t)n, &status);
        if (U_FAILURE(status)) { printf("error\n"); continue; }
        UBreakIterator *bi = ubrk_open(UBRK_LINE, "", u16, len, &status);
        if (U_FAILURE(status)) { printf("error\n"); continue; }
        int32_t prev = 0, scalars = 0;
        for (int32_t b = ubrk_next(bi); b != UBRK_DONE; b = ubrk_next(bi)) {
            for (int32_t i = prev; i < b; i++) if (!U16_IS_TRAIL(u16[i])) scalars++;
            prev = b;
            printf("%d%s ", scalars, ubrk_getRuleStatus(bi) >= UBRK_LINE_HARD ? "!" : "");
        }
        printf("\n");
        ubrk_close(bi);
    }
    return 0;
}
"""

SWIFT_MAIN = r"""
while let line = readLine(strippingNewline: true) {
    print(LineBreakIterator(line).map { "\($0.offset)\($0.isMandatory ? "!" : "")" }.joined(separator: " ") + " ")
}
"""


def main():
    files = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, "Fixtures/text/*.txt")))
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "icu.c"), "w") as f:
            f.write(C_SOURCE)
        subprocess.run(["cc", "-O2", "-o", os.path.join(tmp, "icu"), os.path.join(tmp, "icu.c"), "-licuuc", "-licudata"], check=True)
        with open(os.path.join(tmp, "main.swift"), "w") as f:
            f.write(SWIFT_MAIN)
        sources = sorted(glob.glob(os.path.join(ROOT, "Sources/TypesetUnicode/LineBreaking/*.swift")))
        subprocess.run(["swiftc", "-O", "-module-name", "LineBreakReport", "-package-name", "typeset", "-o", os.path.join(tmp, "ours"),
                        os.path.join(tmp, "main.swift")] + sources, check=True)
        total_icu = total_ours = total_diff = 0
        for path in files:
            lines = [l for l in open(path, encoding="utf-8").read().split("\n") if l]
            data = "\n".join(lines) + "\n"
            icu = subprocess.run([os.path.join(tmp, "icu")], input=data, capture_output=True, text=True, check=True).stdout.split("\n")
            ours = subprocess.run([os.path.join(tmp, "ours")], input=data, capture_output=True, text=True, check=True).stdout.split("\n")
            print(f"== {os.path.relpath(path, ROOT)}")
            for number, text in enumerate(lines):
                a = set(icu[number].split())
                b = set(ours[number].split())
                # ICU reports the end of a paragraph as a soft break; compare positions only there.
                end = str(len(text))
                a = {x for x in a if x.rstrip("!") != end}
                b = {x for x in b if x.rstrip("!") != end}
                total_icu += len(a)
                total_ours += len(b)
                for item in sorted(a ^ b, key=lambda x: int(x.rstrip("!"))):
                    total_diff += 1
                    offset = int(item.rstrip("!"))
                    who = "ICU only" if item in a else "Typeset only"
                    before, after = text[max(0, offset - 12):offset], text[offset:offset + 12]
                    classes = " ".join(f"U+{ord(c):04X}" for c in text[max(0, offset - 1):offset + 1])
                    print(f"  line {number + 1} offset {offset}: {who}: «{before}|{after}»  ({classes})")
        print(f"break opportunities: ICU {total_icu}, Typeset {total_ours}, differences {total_diff}")


if __name__ == "__main__":
    main()
