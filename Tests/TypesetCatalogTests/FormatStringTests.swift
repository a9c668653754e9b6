import Testing
import TypesetCatalog

@Test func parsesSpecifiers() {
    let specs = FormatString.specifiers(in: "%@ %d %i %u %ld %lld %lu %f %.2f %1$@ %2$lld %% %#@count@ %1$s %s %-5d %05.1f %n %hhd %zu")
    #expect(specs.map(\.text) == ["%@", "%d", "%i", "%u", "%ld", "%lld", "%lu", "%f", "%.2f", "%1$@", "%2$lld", "%%", "%#@count@",
                                  "%1$s", "%s", "%-5d", "%05.1f", "%n", "%hhd", "%zu"])
    #expect(specs[10].position == 2 && specs[10].lengthModifier == "ll" && specs[10].conversion == "d")
    #expect(specs[12].kind == .variable("count"))
    #expect(specs[11].kind == .percent)
    #expect(specs[15].flags == "-" && specs[15].width == 5)
    #expect(FormatString.substitutionNames(in: "%#@a@ %#@b@ %#@a@ %2$#@c@") == ["a", "b", "c"])
    #expect(FormatString.specifiers(in: "%2$#@c@")[0].kind == .variable("c"))
    #expect(FormatString.replaceVariable("c", in: "At %1$@ %2$#@c@; %#@c@", with: "%2$lld child") == "At %1$@ %2$lld child; %2$lld child")
}

@Test func substitutesInOrderAndByPosition() {
    #expect(FormatString.substitute("Hello, %@!", arguments: ["Ada"]) == "Hello, Ada!")
    #expect(FormatString.substitute("%d of %lld", arguments: ["3", "12"]) == "3 of 12")
    #expect(FormatString.substitute("%2$@ before %1$@", arguments: ["one", "two"]) == "two before one")
    #expect(FormatString.substitute("%1$s and %1$s", arguments: ["x"]) == "x and x")
    #expect(FormatString.substitute("100%% done, %.2f kg", arguments: ["3.50"]) == "100% done, 3.50 kg")
    #expect(FormatString.substitute("[%5d|%-4s|%03d]", arguments: ["42", "ab", "-7"]) == "[   42|ab  |-07]")
    #expect(FormatString.substitute("a%nb", arguments: []) == "a\nb")
    #expect(FormatString.substitute("日本 %@ 語", arguments: ["😀"]) == "日本 😀 語")
}

@Test func reportsWhatItCannotSubstitute() {
    let r = FormatString.substituteReporting("%@ %@ %y %#@n@ 50%", arguments: ["a"])
    #expect(r.text == "a %@ %y %#@n@ 50%")
    #expect(r.problems.map(\.description) == [
        "6: unknown format specifier \"%y\"; expected a conversion such as %@, %d, %s or %%",
        "17: unknown format specifier a % at the end; expected a conversion such as %@, %d, %s or %%",
        "3: no argument for %@ (argument 2; 1 given)",
        "9: variable %#@n@ is not expanded; expected the catalogue's plural forms to replace it",
    ])
    #expect(FormatString.substitute("%0$@ %99999999999999999999$@", arguments: ["a"]) == "%0$@ %99999999999999999999$@")
    #expect(FormatString.substitute("%", arguments: []) == "%")
}
