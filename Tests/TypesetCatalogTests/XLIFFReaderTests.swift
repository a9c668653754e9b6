import Testing
import TypesetCatalog
import TypesetTokens

/// XLIFF 1.2 and 2.0 read as catalogues: texts, variants, states and positions, and errors at
/// file:line:column. Expected values are written from the inputs by hand.
@Suite struct XLIFFReaderTests {
    static func read(_ text: String, file: String = "t.xliff") -> CatalogReadResult {
        Catalog.read(bytes: Array(text.utf8), path: file, format: .xliff)
    }

    @Test func xliff12UnitsGroupsStatesAndInlineMarkup() {
        let result = Self.read("""
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="a.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <group id="g">
                <trans-unit id="save"><source>Save</source><target state="needs-review-translation">Sichern &amp; <g id="1">schließen</g></target></trans-unit>
              </group>
              <trans-unit id="n|==|plural.one"><source>%d file</source><target state="translated">%d Datei</target></trans-unit>
              <trans-unit id="brand" translate="no"><source>Typeset</source></trans-unit>
            </body>
          </file>
        </xliff>
        """)
        #expect(result.diagnostics.isEmpty)
        let summary = result.strings.map { "\($0.locale) \($0.key) \($0.variant ?? "-") \($0.text) \($0.state ?? "-") \($0.shouldTranslate) \($0.location.line):\($0.location.column)" }
        #expect(summary == [
            "en save - Save - true 6:39",
            "en n plural.one %d file - true 8:48",
            "en brand - Typeset - false 9:53",
            "de save - Sichern & schließen needs-review-translation true 6:93",
            "de n plural.one %d Datei translated true 8:91",
        ])
    }

    @Test func xliff20SegmentsAndStringsdictIDs() {
        let result = Self.read("""
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
          <file id="f">
            <unit id="hello"><segment state="final"><source>Hello, </source><target>Bonjour, </target></segment><ignorable><source>world</source></ignorable></unit>
            <unit id="/files:dict/NSStringLocalizedFormatKey:dict/:string"><segment><source>%#@n@</source><target>%#@n@</target></segment></unit>
            <unit id="/files:dict/n:dict/one:dict/:string"><segment><source>%d file</source><target>%d fichier</target></segment></unit>
            <unit id="/files:dict/n:dict/other:dict/:string"><segment><source>%d files</source><target>%d fichiers</target></segment></unit>
          </file>
        </xliff>
        """, file: "t.xlf")
        #expect(result.diagnostics.isEmpty)
        let summary = result.strings.map { "\($0.locale) \($0.key) \($0.variant ?? "-") \($0.text)" }
        #expect(summary == [
            "en hello - Hello, world", "en files plural.one %d file", "en files plural.other %d files",
            "fr hello - Bonjour, world", "fr files plural.one %d fichier", "fr files plural.other %d fichiers",
        ])
    }

    @Test func brokenFilesSayWhere() {
        let cases: [(String, String)] = [
            ("<xliff version=\"1.2\">\n  <file source-language=\"en\"><body>\n<trans-unit id=\"a\"><source>x</source></trans-unit>\n</body></file>\n</xliffx>",
             "t.xliff:5:1: error: end tag </xliffx> does not match <xliff> (opened at 1:1)"),
            ("<xliff version=\"3.0\"/>", "t.xliff:1:17: error: XLIFF version \"3.0\"; expected 1.2 or 2.0"),
            ("<resources/>", "t.xliff:1:1: error: root element <resources>; expected <xliff> (XLIFF 1.2 or 2.0)"),
            ("<xliff version=\"1.2\"><file source-language=\"en\"><body>\n  <trans-unit><source>x</source></trans-unit></body></file></xliff>",
             "t.xliff:2:3: error: <trans-unit> without an id"),
            ("<xliff version=\"2.0\" srcLang=\"en\"><file id=\"f\">\n<unit id=\"u\"><notes/></unit></file></xliff>",
             "t.xliff:2:1: error: <unit id=\"u\"> has no <segment>"),
        ]
        for (text, expected) in cases {
            #expect(Self.read(text).diagnostics.map(\.description) == [expected])
        }
    }

    /// An external entity is neither fetched nor expanded: its reference is an error at its position.
    @Test func externalEntitiesAreNeverExpanded() {
        let result = Self.read("""
        <?xml version="1.0"?>
        <!DOCTYPE xliff [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY big "&secret;&secret;">]>
        <xliff version="1.2"><file source-language="en" target-language="de"><body>
        <trans-unit id="a"><source>x</source><target>&secret;</target></trans-unit>
        </body></file></xliff>
        """)
        #expect(result.strings.isEmpty)
        #expect(result.diagnostics.map(\.description) == ["t.xliff:4:46: error: unknown entity &secret;; expected &amp; &lt; &gt; &quot; &apos; or &#NN;"])
    }
}
